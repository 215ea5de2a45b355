import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { authMessagesCleared } from './authSlice';
import { LoginForm } from './LoginForm';

/** /login: a user who already has an id goes to /admin. */
export default function LoginPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.auth.user);
  useEffect(() => {
    dispatch(authMessagesCleared());
  }, [dispatch]);
  if (user) return <Navigate to="/admin" replace />;
  return <LoginForm />;
}
