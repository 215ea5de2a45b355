import { useState, type FormEvent } from 'react';
import { Button, Col, Form, FormGroup, FormText, Input, Label, Row } from 'reactstrap';
import { STAFF_ROLES, type StaffRole } from '@tutoring/common';
import { staffAccountMessages as m } from './messages';

interface Props {
  saving: boolean;
  onCreate: (input: { username: string; role: StaffRole; password: string }) => void;
  onEmpty: () => void;
}

/** The new account's name, role and one-time password (kept in the form, never in the store). */
export function CreateAccountForm({ saving, onCreate, onEmpty }: Props) {
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<StaffRole>('coordinator');
  const [password, setPassword] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) return onEmpty();
    onCreate({ username, role, password });
    setUsername('');
    setPassword('');
  }

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="create-account-heading" className="create-account">
      <h2 id="create-account-heading" className="h5">
        {m.createHeading}
      </h2>
      <Row className="g-3 align-items-end">
        <Col md={3}>
          <FormGroup noMargin>
            <Label for="new-username">{m.username}</Label>
            <Input
              id="new-username"
              autoComplete="off"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
            />
          </FormGroup>
        </Col>
        <Col md={3}>
          <FormGroup noMargin>
            <Label for="new-role">{m.role}</Label>
            <Input id="new-role" type="select" value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
              {STAFF_ROLES.map((r) => (
                <option key={r} value={r}>
                  {m.roleName(r)}
                </option>
              ))}
            </Input>
          </FormGroup>
        </Col>
        <Col md={3}>
          <FormGroup noMargin>
            <Label for="new-password">{m.oneTimePassword}</Label>
            <Input
              id="new-password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-describedby="new-password-hint"
            />
          </FormGroup>
        </Col>
        <Col md={3}>
          <Button color="primary" type="submit" className="w-100" disabled={saving}>
            {m.create}
          </Button>
        </Col>
      </Row>
      <FormText id="new-password-hint">{m.oneTimeHint}</FormText>
    </Form>
  );
}
