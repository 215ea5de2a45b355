import { useId, useState, type FormEvent } from 'react';
import { Button, Container, FormFeedback, FormGroup, FormText, Input, Label } from 'reactstrap';
import { CONCERN_CONTACTS, CONCERN_MESSAGE_MAX, type ConcernContact } from '@tutoring/common';
import { LoadingMessage } from '../../components/LoadingMessage';
import { useT } from '../../i18n/I18nProvider';
import { LinkOutcome, LinkQuestion, useLinkPage } from '../links';
import { concernMessages } from './messages';

/**
 * /concern/:token, opened from the "Report a concern" line of a match email: what happened, and whether and how to
 * be contacted. The report reaches the staff; the page says nothing about the match or the other person.
 */
export default function ConcernPage() {
  const { status, sendFailed, heading, send } = useLinkPage('concerns');
  const m = concernMessages(useT());
  const id = useId();
  const [message, setMessage] = useState('');
  const [contact, setContact] = useState<ConcernContact | null>(null);
  const [tried, setTried] = useState(false);
  const missing = message.trim() === '';

  if (status === 'loading') return <LoadingMessage text={m.loading} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!missing) send({ message: message.trim(), ...(contact ? { contact } : {}) });
  };

  return (
    <Container className="py-5 link-page">
      {(status === 'open' || status === 'sending') && (
        <form onSubmit={submit} noValidate>
          <LinkQuestion headingRef={heading} title={m.title} intro={m.intro} failed={sendFailed ? m.failed : null}>
            <FormGroup>
              <Label for={`${id}-message`} className="fw-semibold">
                {m.messageLabel}
              </Label>
              <Input
                id={`${id}-message`}
                type="textarea"
                rows={6}
                dir="auto"
                maxLength={CONCERN_MESSAGE_MAX}
                aria-describedby={`${id}-hint`}
                invalid={tried && missing}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
              <FormFeedback>{m.messageRequired}</FormFeedback>
              <FormText id={`${id}-hint`}>{m.messageHint}</FormText>
            </FormGroup>
            <fieldset className="mb-4">
              <legend className="fs-6 fw-semibold">{m.contactLegend}</legend>
              {CONCERN_CONTACTS.map((option) => (
                <FormGroup check key={option}>
                  <Input
                    id={`${id}-${option}`}
                    type="radio"
                    name={`${id}-contact`}
                    checked={contact === option}
                    onChange={() => setContact(option)}
                  />
                  <Label check for={`${id}-${option}`}>
                    {m.contact[option]}
                  </Label>
                </FormGroup>
              ))}
            </fieldset>
            <Button type="submit" color="primary" size="lg" className="w-100" disabled={status === 'sending'}>
              {m.submit}
            </Button>
          </LinkQuestion>
        </form>
      )}
      <LinkOutcome status={status} headingRef={heading} done={{ title: m.sent, text: m.sentText }} />
    </Container>
  );
}
