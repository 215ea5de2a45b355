import { Button, Container } from 'reactstrap';
import { FormAlert } from '../../components/FormAlert';
import { LoadingMessage } from '../../components/LoadingMessage';
import { useT } from '../../i18n/I18nProvider';
import { LinkGone, useLinkPage, type ConfirmPurpose } from '../links';
import { PAGE_MESSAGES } from './messages';

/**
 * /confirm-email/:token, opened from the "Confirm your email address" link of a confirmation email, and
 * /guardian-consent/:token, opened from the link a young student's guardian is emailed: one button confirms (or
 * agrees). Opening it only reads (mail scanners follow links); the button does the POST.
 */
export default function ConfirmEmailPage({ purpose = 'confirm-email' }: { purpose?: ConfirmPurpose }) {
  const { status, sendFailed, heading, send } = useLinkPage(`applications/${purpose}`);
  const m = PAGE_MESSAGES[purpose](useT());

  if (status === 'loading') return <LoadingMessage text={m.loading} />;

  return (
    <Container className="py-5 link-page">
      {(status === 'open' || status === 'sending') && (
        <>
          <h1 ref={heading} tabIndex={-1} className="h2 mb-3">
            {m.title}
          </h1>
          <p className="mb-4">{m.intro}</p>
          {sendFailed && <FormAlert message={m.failed} />}
          <div className="d-grid">
            <Button color="primary" size="lg" disabled={status === 'sending'} onClick={() => send({})}>
              {m.button}
            </Button>
          </div>
        </>
      )}
      {status === 'done' && (
        <>
          <h1 ref={heading} tabIndex={-1} className="h2 mb-3">
            {m.done}
          </h1>
          <p>{m.doneText}</p>
        </>
      )}
      {(status === 'used' || status === 'expired') && <LinkGone state={status} headingRef={heading} />}
      {status === 'failed' && (
        <h1 ref={heading} tabIndex={-1} className="h4 mb-3">
          {m.failed}
        </h1>
      )}
    </Container>
  );
}
