import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { loginRequested } from './authSlice';
import { CredentialsForm } from './CredentialsForm';
import { authMessages } from './messages';

export function LoginForm({ notice = '' }: { notice?: string }) {
  const dispatch = useAppDispatch();
  const { loginMessage, sessionNotice, registrationMessage, pending } = useAppSelector((state) => state.auth);
  return (
    <CredentialsForm
      title={authMessages.loginTitle}
      prompt={authMessages.loginPrompt}
      submitLabel={authMessages.signIn}
      error={loginMessage}
      success={notice || registrationMessage}
      info={sessionNotice}
      pending={pending}
      onSubmit={(credentials) => dispatch(loginRequested(credentials))}
    />
  );
}
