import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { loginRequested } from './authSlice';
import { CredentialsForm } from './CredentialsForm';
import { MfaCodeForm } from './MfaCodeForm';
import { authMessages } from './messages';

export function LoginForm({ notice = '' }: { notice?: string }) {
  const dispatch = useAppDispatch();
  const { loginMessage, sessionNotice, registrationMessage, pending, mfaStep } = useAppSelector((state) => state.auth);
  if (mfaStep) return <MfaCodeForm />;
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
