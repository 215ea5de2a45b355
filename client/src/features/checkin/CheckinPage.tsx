import { useState } from 'react';
import { Container } from 'reactstrap';
import type { CheckinAnswer } from '@tutoring/common';
import { FormAlert } from '../../components/FormAlert';
import { LoadingMessage } from '../../components/LoadingMessage';
import { useT } from '../../i18n/I18nProvider';
import { LinkOutcome, useLinkPage, YesNoButtons } from '../links';
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
  return (
    <Container className="py-5 link-page">
      {(status === 'open' || status === 'sending') && side && (
        <>
          <h1 ref={heading} tabIndex={-1} className="h2 mb-3">
            {m.ask[side]}
          </h1>
          <p className="mb-4">{m.intro}</p>
          {sendFailed && <FormAlert message={m.failed} />}
          <YesNoButtons
            linked={linked}
            labels={{ yes: m.yes, no: m.no }}
            disabled={status === 'sending'}
            onAnswer={(answer) => {
              setSent(answer);
              send({ answer });
            }}
          />
        </>
      )}
      <LinkOutcome status={status} headingRef={heading} done={{ title: m.thanks, text: m.thanksText[sent] }} />
    </Container>
  );
}
