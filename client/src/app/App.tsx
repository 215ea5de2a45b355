import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { useAppDispatch } from './hooks';
import { routes } from './routes';
import { userRequested } from '../features/auth/authSlice';
import { configRequested } from '../features/config/configSlice';

const router = createBrowserRouter(routes);

export function App() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(configRequested());
    dispatch(userRequested());
  }, [dispatch]);
  return <RouterProvider router={router} />;
}
