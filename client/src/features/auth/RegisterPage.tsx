import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LoadingMessage } from '../../components/LoadingMessage';
import { authMessagesCleared, registrationRequested } from './authSlice';
import { CredentialsForm } from './CredentialsForm';
import { LoginForm } from './LoginForm';
import { authMessages } from './messages';

/**
 * /registration. While no staff account exists it is the first-run setup: success signs the new
 * account in and the screen switches to login mode, which for a signed-in user means /admin.
 * Afterwards it is staff-only: signed-in staff add colleagues here; anyone else sees the sign-in screen.
 */
export function RegisterPage() {
  const dispatch = useAppDispatch();
  const { user, checked, pending, registrationError, registrationMessage } = useAppSelector((state) => state.auth);
  const config = useAppSelector((state) => state.config);
  const firstRun = useRef<boolean | null>(null);
  useEffect(() => {
    dispatch(authMessagesCleared());
  }, [dispatch]);

  if (!checked || !config.loaded) return <LoadingMessage />;
  firstRun.current ??= config.needsSetup && !user;
  if (firstRun.current && user) return <Navigate to="/admin" replace />;
  if (!user && !firstRun.current) return <LoginForm notice={authMessages.signInToRegister} />;
  return (
    <CredentialsForm
      key={registrationMessage}
      title={authMessages.registerTitle}
      prompt={firstRun.current ? authMessages.registerSetupPrompt : authMessages.registerPrompt}
      submitLabel={authMessages.register}
      error={registrationError}
      success={registrationMessage}
      pending={pending}
      newPassword
      askSetupCode={firstRun.current === true}
      onSubmit={(credentials) => dispatch(registrationRequested(credentials))}
    />
  );
}
