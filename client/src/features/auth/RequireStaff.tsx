import type { ReactNode } from 'react';
import { useAppSelector } from '../../app/hooks';
import { LoginForm } from './LoginForm';
import { LoadingMessage } from '../../components/LoadingMessage';

/** Staff-only content: the sign-in screen takes its place while nobody is signed in. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { user, checked } = useAppSelector((state) => state.auth);
  if (!checked) return <LoadingMessage />;
  if (!user) return <LoginForm />;
  return <>{children}</>;
}
