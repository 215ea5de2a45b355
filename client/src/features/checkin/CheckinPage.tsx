import { useState } from 'react';
import { Container } from 'reactstrap';
import type { CheckinAnswer } from '@tutoring/common';
import { LoadingMessage } from '../../components/LoadingMessage';
import { useT } from '../../i18n/I18nProvider';
import { LinkOutcome, LinkQuestion, useLinkPage, YesNoButtons } from '../links';
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
        <LinkQuestion headingRef={heading} title={m.ask[side]} intro={m.intro} failed={sendFailed ? m.failed : null}>
          <YesNoButtons
            linked={linked}
            labels={{ yes: m.yes, no: m.no }}
            disabled={status === 'sending'}
            onAnswer={(answer) => {
              setSent(answer);
              send({ answer });
            }}
          />
        </LinkQuestion>
      )}
      <LinkOutcome status={status} headingRef={heading} done={{ title: m.thanks, text: m.thanksText[sent] }} />
    </Container>
  );
}
