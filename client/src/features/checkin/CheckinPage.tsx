import { useState } from 'react';
import { Button, Container } from 'reactstrap';
import type { CheckinAnswer } from '@tutoring/common';
import { FormAlert } from '../../components/FormAlert';
import { LoadingMessage } from '../../components/LoadingMessage';
import { useT } from '../../i18n/I18nProvider';
import { LinkGone, useLinkPage } from '../links';
import { checkinMessages } from './messages';

/**
 * /checkin/:token, opened from a check-in email's Yes or No link: asks the question again and records the answer
 * with one button press. Opening it only reads (mail scanners follow links); the button does the POST.
 */
export default function CheckinPage() {
  const { status, side, sendFailed, heading, params, send } = useLinkPage('checkins');
  const linked: CheckinAnswer = params.get('answer') === 'no' ? 'no' : 'yes';
  const [sent, setSent] = useState<CheckinAnswer>(linked);
  const m = checkinMessages(useT());

  if (status === 'loading') return <LoadingMessage text={m.loading} />;

  const answerButton = (value: CheckinAnswer) => (
    <Button
      key={value}
      color="primary"
      outline={value !== linked}
      size="lg"
      className="w-100"
      disabled={status === 'sending'}
      onClick={() => {
        setSent(value);
        send({ answer: value });
      }}
    >
      {value === 'yes' ? m.yes : m.no}
    </Button>
  );

  return (
    <Container className="py-5 link-page">
      {(status === 'open' || status === 'sending') && side && (
        <>
          <h1 ref={heading} tabIndex={-1} className="h2 mb-3">
            {m.ask[side]}
          </h1>
          <p className="mb-4">{m.intro}</p>
          {sendFailed && <FormAlert message={m.failed} />}
          {/* The linked answer first, so the press the email led to is the first button. */}
          <div className="d-grid gap-3">
            {(linked === 'yes' ? (['yes', 'no'] as const) : (['no', 'yes'] as const)).map(answerButton)}
          </div>
        </>
      )}
      {status === 'done' && (
        <>
          <h1 ref={heading} tabIndex={-1} className="h2 mb-3">
            {m.thanks}
          </h1>
          <p>{m.thanksText[sent]}</p>
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
