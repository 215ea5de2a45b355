import { useState, type FormEvent } from 'react';
import { Button, Col, Form, Input, Label, Row } from 'reactstrap';
import { AUDIT_ACTIONS, type AuditFilter, type StaffAccountDto } from '@tutoring/common';
import { auditMessages as m } from './messages';

interface Props {
  initial: AuditFilter;
  staff: StaffAccountDto[];
  onApply: (filter: AuditFilter) => void;
}

/** Who, what and when; applied together with one button, so a half-typed date never sends a request. */
export function AuditFilters({ initial, staff, onApply }: Props) {
  const [actor, setActor] = useState(initial.actor === undefined ? '' : String(initial.actor));
  const [action, setAction] = useState(initial.action ?? '');
  const [from, setFrom] = useState(initial.from ?? '');
  const [to, setTo] = useState(initial.to ?? '');

  const filter = (): AuditFilter => ({
    ...(actor ? { actor: Number(actor) } : {}),
    ...(action ? { action } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(filter());
  };
  const clear = () => {
    setActor('');
    setAction('');
    setFrom('');
    setTo('');
    onApply({});
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={m.filtersHeading} className="audit-filters">
      <Row className="g-3 align-items-end">
        <Col sm={6} lg={3}>
          <Label for="audit-who">{m.who}</Label>
          <Input id="audit-who" type="select" value={actor} onChange={(e) => setActor(e.target.value)}>
            <option value="">{m.anyone}</option>
            {staff.map((account) => (
              <option key={account.id} value={account.id}>
                {account.username}
              </option>
            ))}
          </Input>
        </Col>
        <Col sm={6} lg={3}>
          <Label for="audit-action">{m.action}</Label>
          <Input id="audit-action" type="select" value={action} onChange={(e) => setAction(e.target.value)}>
            <option value="">{m.anyAction}</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {m.actionLabel(a)}
              </option>
            ))}
          </Input>
        </Col>
        <Col xs={6} lg={2}>
          <Label for="audit-from">{m.from}</Label>
          <Input
            id="audit-from"
            type="date"
            value={from}
            max={to || undefined}
            onChange={(e) => setFrom(e.target.value)}
          />
        </Col>
        <Col xs={6} lg={2}>
          <Label for="audit-to">{m.to}</Label>
          <Input id="audit-to" type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
        </Col>
        <Col lg={2} className="d-flex gap-2">
          <Button color="primary" type="submit" className="flex-grow-1">
            {m.apply}
          </Button>
          <Button color="dark" outline type="button" onClick={clear}>
            {m.clear}
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
