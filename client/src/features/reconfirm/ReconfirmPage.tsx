import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Button, Container } from 'reactstrap';
import { isLocaleCode, type ReconfirmAnswer } from '@tutoring/common';
import { FormAlert } from '../../components/FormAlert';
import { LoadingMessage } from '../../components/LoadingMessage';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { LinkGone } from '../links';
import './reconfirmFeature';
import { answerSent, reconfirmRequested, selectReconfirm } from './reconfirmSlice';
import { reconfirmMessages } from './messages';

/**
 * /reconfirm/:token, opened from a reconfirmation email's Yes or No link ("Do you still need a tutor?", "Are you still
 * available to tutor?"): asks again and records the answer with one button press. Opening it only reads (mail
 * scanners follow links); the button does the POST.
 */
export default function ReconfirmPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const linked: ReconfirmAnswer = params.get('answer') === 'no' ? 'no' : 'yes';
  const dispatch = useAppDispatch();
  const { status, role, language, answer, sendFailed } = useAppSelector(selectReconfirm);
  const { locale, choose } = useLocale();
  const linkLanguage = params.get('lang');
  const m = reconfirmMessages(useT());
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    dispatch(reconfirmRequested(token));
  }, [dispatch, token]);
  // A link whose ?lang= was lost still opens in the recipient's language, once: the language menu then decides.
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current || linkLanguage !== null || !isLocaleCode(language)) return;
    adopted.current = true;
    if (language !== locale) void choose(language);
  }, [linkLanguage, language, locale, choose]);
  // Each new state is announced by moving focus to its heading.
  useEffect(() => {
    if (status !== 'loading' && status !== 'sending') heading.current?.focus();
  }, [status]);

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
        onClick={() => dispatch(answerSent({ token, answer: value }))}
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
      {status === 'answered' && answer && role && (
        <>
          <h1 ref={heading} tabIndex={-1} className="h2 mb-3">
            {m.thanks}
          </h1>
          <p>{m.thanksText[role][answer]}</p>
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
