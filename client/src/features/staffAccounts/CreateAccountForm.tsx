import { useState, type FormEvent } from 'react';
import { Button, Col, Form, FormGroup, FormText, Input, Label, Row } from 'reactstrap';
import { STAFF_ROLES, type StaffRole } from '@tutoring/common';
import { staffAccountMessages as m } from './messages';

interface Props {
  saving: boolean;
  onCreate: (input: { username: string; role: StaffRole }) => void;
  onEmpty: () => void;
}

/** The new account's name and role; the server chooses its one-time password and answers it once. */
export function CreateAccountForm({ saving, onCreate, onEmpty }: Props) {
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<StaffRole>('coordinator');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim()) return onEmpty();
    onCreate({ username, role });
    setUsername('');
  }

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="create-account-heading" className="create-account">
      <h2 id="create-account-heading" className="h5">
        {m.createHeading}
      </h2>
      <Row className="g-3 align-items-end">
        <Col md={4}>
          <FormGroup noMargin>
            <Label for="new-username">{m.username}</Label>
            <Input
              id="new-username"
              autoComplete="off"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              aria-describedby="new-account-hint"
            />
          </FormGroup>
        </Col>
        <Col md={4}>
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
        <Col md={4}>
          <Button color="primary" type="submit" className="w-100" disabled={saving}>
            {m.create}
          </Button>
        </Col>
      </Row>
      <FormText id="new-account-hint">{m.oneTimeHint}</FormText>
    </Form>
  );
}
