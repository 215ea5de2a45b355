import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { Button, Container } from 'reactstrap';
import { FormAlert } from '../../components/FormAlert';
import { LoadingMessage } from '../../components/LoadingMessage';
import { useT } from '../../i18n/I18nProvider';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { LinkGone, useLinkLanguage } from '../links';
import './confirmEmailFeature';
import { confirmLinkRequested, confirmPressed, selectConfirmEmail, type ConfirmPurpose } from './confirmEmailSlice';
import { PAGE_MESSAGES } from './messages';

/**
 * /confirm-email/:token, opened from the "Confirm your email address" link of a confirmation email, and
 * /guardian-consent/:token, opened from the link a young student's guardian is emailed: one button confirms (or
 * agrees). Opening it only reads (mail scanners follow links); the button does the POST.
 */
export default function ConfirmEmailPage({ purpose = 'confirm-email' }: { purpose?: ConfirmPurpose }) {
  const { token = '' } = useParams();
  const dispatch = useAppDispatch();
  const { status, language, sendFailed } = useAppSelector(selectConfirmEmail);
  const m = PAGE_MESSAGES[purpose](useT());
  const heading = useRef<HTMLHeadingElement>(null);
  useLinkLanguage(language);

  useEffect(() => {
    dispatch(confirmLinkRequested({ purpose, token }));
  }, [dispatch, purpose, token]);
  // Each new state is announced by moving focus to its heading.
  useEffect(() => {
    if (status !== 'loading' && status !== 'sending') heading.current?.focus();
  }, [status]);

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
            <Button
              color="primary"
              size="lg"
              disabled={status === 'sending'}
              onClick={() => dispatch(confirmPressed({ purpose, token }))}
            >
              {m.button}
            </Button>
          </div>
        </>
      )}
      {status === 'confirmed' && (
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
