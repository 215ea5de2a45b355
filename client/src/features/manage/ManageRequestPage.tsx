import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, Container, Form, FormFeedback, FormGroup, Input, Label } from 'reactstrap';
import { manageLinkRequestSchema } from '@tutoring/common';
import { FormAlert } from '../../components/FormAlert';
import { useT } from '../../i18n/I18nProvider';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import './manageFeature';
import { linkRequested, selectManage } from './manageSlice';
import { manageMessages } from './messages';

/**
 * /manage: asks for the address of an application and has a link sent to it. The answer is the same for every
 * address, so the page learns nothing about whether someone applied.
 */
export default function ManageRequestPage() {
  const dispatch = useAppDispatch();
  const { request } = useAppSelector(selectManage);
  const m = manageMessages(useT());
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const id = useId();
  const answer = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (request === 'sent') answer.current?.focus();
  }, [request]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = manageLinkRequestSchema.safeParse({ email });
    setInvalid(!parsed.success);
    if (parsed.success) dispatch(linkRequested(parsed.data.email));
  };

  return (
    <Container className="py-5 link-page">
      <h1 className="h2 mb-3">{m.title}</h1>
      <p className="mb-4">{m.intro}</p>
      {request === 'sent' && (
        <div ref={answer} tabIndex={-1} className="alert alert-success" role="status">
          <p className="fw-semibold mb-1">{m.sent}</p>
          <p className="mb-0">{m.sentText}</p>
        </div>
      )}
      {request === 'failed' && <FormAlert message={m.failed} />}
      <Form noValidate onSubmit={submit}>
        <FormGroup>
          <Label for={id}>{m.emailLabel}</Label>
          <Input
            id={id}
            type="email"
            autoComplete="email"
            dir="auto"
            value={email}
            invalid={invalid}
            aria-describedby={invalid ? `${id}-error` : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          <FormFeedback id={`${id}-error`}>{m.emailInvalid}</FormFeedback>
        </FormGroup>
        <Button color="primary" size="lg" className="w-100" type="submit" disabled={request === 'sending'}>
          {m.send}
        </Button>
      </Form>
    </Container>
  );
}
