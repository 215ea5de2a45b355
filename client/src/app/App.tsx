import { useEffect } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { useAppDispatch } from '../lib/hooks';
import { routes } from './routes';
import { userRequested } from '../features/auth/authSlice';
import { configRequested } from '../features/config/configSlice';

// BrowserRouter, not createBrowserRouter: no screen uses loaders or actions, and the data router
// would add about 16 KB gzipped to what every family downloads (issue 7's budget).
/** Every page, under whichever router holds the address (the server's prerender uses a static one). */
export function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(configRequested());
    dispatch(userRequested());
  }, [dispatch]);
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
