import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { loginRequested } from './authSlice';
import { CredentialsForm } from './CredentialsForm';
import { authMessages } from './messages';

export function LoginForm({ notice = '' }: { notice?: string }) {
  const dispatch = useAppDispatch();
  const { loginMessage, registrationMessage, pending } = useAppSelector((state) => state.auth);
  return (
    <CredentialsForm
      title={authMessages.loginTitle}
      prompt={authMessages.loginPrompt}
      submitLabel={authMessages.signIn}
      error={loginMessage}
      success={notice || registrationMessage}
      pending={pending}
      onSubmit={(credentials) => dispatch(loginRequested(credentials))}
    />
  );
}
