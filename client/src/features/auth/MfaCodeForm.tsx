import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Card, CardBody, Form, FormGroup, Input, Label } from 'reactstrap';
import { FormAlert } from '../../components/FormAlert';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { mfaCodeRequested, mfaPasskeyRequested, mfaStepLeft } from './authSlice';
import { authMessages as m } from './messages';

/** The sign-in's second step: a passkey when the account has one, a code from the authenticator app, or a recovery code. */
export function MfaCodeForm() {
  const dispatch = useAppDispatch();
  const { loginMessage, pending, mfaMethods } = useAppSelector((state) => state.auth);
  const passkey = mfaMethods.includes('passkey');
  const [code, setCode] = useState('');
  const field = useRef<HTMLInputElement>(null);
  // The password card has just given way to this one: the field the staff member types into next takes the focus.
  useEffect(() => field.current?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    dispatch(mfaCodeRequested(code));
    setCode('');
  }

  return (
    <div className="auth-page">
      <Card className="auth-card shadow-sm">
        <CardBody className="p-4 p-md-5">
          <h1 className="h3 mb-2">{m.mfaTitle}</h1>
          <p className="text-secondary mb-4" id="mfa-code-prompt">
            {passkey ? m.mfaPasskeyPrompt : m.mfaPrompt}
          </p>
          <FormAlert message={loginMessage} />
          {passkey && (
            <>
              <Button
                color="primary"
                className="w-100 mb-3"
                disabled={pending}
                onClick={() => dispatch(mfaPasskeyRequested())}
              >
                {m.mfaPasskey}
              </Button>
              <p className="text-secondary text-center mb-2">{m.mfaOrCode}</p>
            </>
          )}
          <Form onSubmit={submit} noValidate>
            <FormGroup>
              <Label for="mfa-code">{m.mfaCode}</Label>
              <Input
                id="mfa-code"
                name="code"
                autoComplete="one-time-code"
                autoCapitalize="none"
                spellCheck={false}
                required
                innerRef={field}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                aria-describedby="mfa-code-prompt"
              />
            </FormGroup>
            <Button color="primary" outline={passkey} type="submit" className="w-100 mt-2" disabled={pending}>
              {m.mfaVerify}
            </Button>
          </Form>
          <Button color="link" className="w-100 mt-3" onClick={() => dispatch(mfaStepLeft())}>
            {m.mfaStartAgain}
          </Button>
        </CardBody>
      </Card>
    </div>
  );
}
