import { useState } from 'react';
import { Container } from 'reactstrap';
import type { ReconfirmAnswer } from '@tutoring/common';
import { LoadingMessage } from '../../components/LoadingMessage';
import { useT } from '../../i18n/I18nProvider';
import { LinkOutcome, LinkQuestion, useLinkPage, YesNoButtons } from '../links';
import { reconfirmMessages } from './messages';

/**
 * /reconfirm/:token, opened from a reconfirmation email's Yes or No link ("Do you still need a tutor?", "Are you still
 * available to tutor?"): asks again and records the answer with one button press. Opening it only reads (mail
 * scanners follow links); the button does the POST.
 */
export default function ReconfirmPage() {
  const { status, side: role, sendFailed, heading, params, send } = useLinkPage('reconfirmations');
  const linked: ReconfirmAnswer = params.get('answer') === 'no' ? 'no' : 'yes';
  const [sent, setSent] = useState<ReconfirmAnswer>(linked);
  const m = reconfirmMessages(useT());

  if (status === 'loading') return <LoadingMessage text={m.loading} />;
  return (
    <Container className="py-5 link-page">
      {(status === 'open' || status === 'sending') && role && (
        <LinkQuestion headingRef={heading} title={m.ask[role]} intro={m.intro} failed={sendFailed ? m.failed : null}>
          <YesNoButtons
            linked={linked}
            labels={m.answers[role]}
            disabled={status === 'sending'}
            onAnswer={(answer) => {
              setSent(answer);
              send({ answer });
            }}
          />
        </LinkQuestion>
      )}
      {/* A used or expired link names no role: its page still says so. */}
      <LinkOutcome
        status={status}
        headingRef={heading}
        done={{ title: m.thanks, text: role ? m.thanksText[role][sent] : '' }}
      />
    </Container>
  );
}
