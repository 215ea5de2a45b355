import { useState } from 'react';
import { Button, Container } from 'reactstrap';
import type { ReconfirmAnswer } from '@tutoring/common';
import { FormAlert } from '../../components/FormAlert';
import { LoadingMessage } from '../../components/LoadingMessage';
import { useT } from '../../i18n/I18nProvider';
import { LinkGone, useLinkPage } from '../links';
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

  const answerButton = (value: ReconfirmAnswer) =>
    role && (
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
        {m.answers[role][value]}
      </Button>
    );

  return (
    <Container className="py-5 link-page">
      {(status === 'open' || status === 'sending') && role && (
        <>
          <h1 ref={heading} tabIndex={-1} className="h2 mb-3">
            {m.ask[role]}
          </h1>
          <p className="mb-4">{m.intro}</p>
          {sendFailed && <FormAlert message={m.failed} />}
          {/* The linked answer first, so the press the email led to is the first button. */}
          <div className="d-grid gap-3">
            {(linked === 'yes' ? (['yes', 'no'] as const) : (['no', 'yes'] as const)).map(answerButton)}
          </div>
        </>
      )}
      {status === 'done' && role && (
        <>
          <h1 ref={heading} tabIndex={-1} className="h2 mb-3">
            {m.thanks}
          </h1>
          <p>{m.thanksText[role][sent]}</p>
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
