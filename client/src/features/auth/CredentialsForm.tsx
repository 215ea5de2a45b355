import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Card, CardBody, Form, FormGroup, FormText, Input, Label } from 'reactstrap';
import type { Credentials } from '@tutoring/common';
import { FormAlert } from '../../components/FormAlert';
import { authMessages } from './messages';

interface Props {
  title: string;
  prompt: string;
  submitLabel: string;
  error: string;
  success?: string;
  /** a notice that is neither an error nor a success (the session ended) */
  info?: string;
  pending: boolean;
  newPassword?: boolean;
  /** the signed-out first-run setup asks for the code the server printed in its log */
  askSetupCode?: boolean;
  onSubmit: (credentials: Credentials & { setupCode?: string }) => void;
  footer?: ReactNode;
}

/** The sign-in and Register User screens share this card: title, prompt, two fields, one button. */
export function CredentialsForm({
  title,
  prompt,
  submitLabel,
  error,
  success = '',
  info = '',
  pending,
  newPassword = false,
  askSetupCode = false,
  onSubmit,
  footer,
}: Props) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [setupCode, setSetupCode] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(askSetupCode ? { username, password, setupCode } : { username, password });
  }

  return (
    <div className="auth-page">
      <Card className="auth-card shadow-sm">
        <CardBody className="p-4 p-md-5">
          <h1 className="h3 mb-2">{title}</h1>
          <p className="text-secondary mb-4">{prompt}</p>
          <FormAlert message={error} />
          <FormAlert message={success} color="success" />
          <FormAlert message={info} color="info" />
          <Form onSubmit={submit} noValidate>
            <FormGroup>
              <Label for="username">{authMessages.username}</Label>
              <Input
                id="username"
                name="username"
                autoComplete="username"
                required
                value={username}
                onChange={(e) => setUsername(e.target.value)}
              />
            </FormGroup>
            <FormGroup>
              <Label for="password">{authMessages.password}</Label>
              <Input
                id="password"
                name="password"
                type="password"
                autoComplete={newPassword ? 'new-password' : 'current-password'}
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                aria-describedby={newPassword ? 'password-hint' : undefined}
              />
              {newPassword && <FormText id="password-hint">{authMessages.passwordHint}</FormText>}
            </FormGroup>
            {askSetupCode && (
              <FormGroup>
                <Label for="setupCode">{authMessages.setupCode}</Label>
                <Input
                  id="setupCode"
                  name="setupCode"
                  autoComplete="off"
                  spellCheck={false}
                  required
                  value={setupCode}
                  onChange={(e) => setSetupCode(e.target.value)}
                  aria-describedby="setup-code-hint"
                />
                <FormText id="setup-code-hint">{authMessages.setupCodeHint}</FormText>
              </FormGroup>
            )}
            <Button color="primary" type="submit" className="w-100 mt-2" disabled={pending}>
              {submitLabel}
            </Button>
          </Form>
          {footer}
        </CardBody>
      </Card>
    </div>
  );
}
