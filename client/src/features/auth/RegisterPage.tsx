import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { LoadingMessage } from '../../components/LoadingMessage';
import { staffT } from '../../i18n/staffText';
import { authMessagesCleared, registrationRequested } from './authSlice';
import { CredentialsForm } from './CredentialsForm';
import { LoginForm } from './LoginForm';
import { authMessages } from './messages';
import { FIRST_RUN_PATH } from '../settings';

/**
 * /registration. While no staff account exists it is the first-run setup: success signs the new
 * account in and goes on to the Settings page, with a welcome line.
 * Afterwards a signed-in user goes to /admin (as the original client does; admins add staff on the Staff page), and
 * anyone else sees the sign-in screen.
 */
export default function RegisterPage() {
  const dispatch = useAppDispatch();
  const { user, checked, pending, registrationError, registrationMessage } = useAppSelector((state) => state.auth);
  const config = useAppSelector((state) => state.config);
  // Whether this visit is the first-run setup, decided once the session and the config are known: creating the first
  // account signs its owner in, and the page then goes on to /admin instead of asking to sign in.
  const [firstRun, setFirstRun] = useState<boolean | null>(null);
  if (firstRun === null && checked && config.loaded) setFirstRun(config.needsSetup && !user);
  useEffect(() => {
    dispatch(authMessagesCleared());
  }, [dispatch]);

  if (!checked || !config.loaded || firstRun === null) return <LoadingMessage text={staffT('common.loading')} />;
  // The first account's owner goes on to enter the organisation's own details; later visits go to /admin.
  if (user) return <Navigate to={firstRun ? FIRST_RUN_PATH : '/admin'} replace />;
  if (!firstRun) return <LoginForm notice={authMessages.signInToRegister} />;
  return (
    <CredentialsForm
      key={registrationMessage}
      title={authMessages.registerTitle}
      prompt={authMessages.registerSetupPrompt}
      submitLabel={authMessages.register}
      error={registrationError}
      success={registrationMessage}
      pending={pending}
      newPassword
      askSetupCode
      onSubmit={(credentials) => dispatch(registrationRequested(credentials))}
    />
  );
}
