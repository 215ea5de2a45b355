import { useState } from 'react';
import { Container } from 'reactstrap';
import type { ReconfirmAnswer } from '@tutoring/common';
import { FormAlert } from '../../components/FormAlert';
import { LoadingMessage } from '../../components/LoadingMessage';
import { useT } from '../../i18n/I18nProvider';
import { LinkOutcome, useLinkPage, YesNoButtons } from '../links';
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
        <>
          <h1 ref={heading} tabIndex={-1} className="h2 mb-3">
            {m.ask[role]}
          </h1>
          <p className="mb-4">{m.intro}</p>
          {sendFailed && <FormAlert message={m.failed} />}
          <YesNoButtons
            linked={linked}
            labels={m.answers[role]}
            disabled={status === 'sending'}
            onAnswer={(answer) => {
              setSent(answer);
              send({ answer });
            }}
          />
        </>
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
