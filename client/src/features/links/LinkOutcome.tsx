import type { Ref } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { LinkGone } from './LinkGone';
import type { LinkPageStatus } from './linkPageSlice';
import { linkMessages } from './messages';

interface LinkOutcomeProps {
  status: LinkPageStatus;
  headingRef: Ref<HTMLHeadingElement>;
  /** what the page says once its answer is recorded */
  done: { title: string; text: string };
}

/** What an emailed link's page shows once it is no longer asking: thanks, why the link is gone, or a failure. */
export function LinkOutcome({ status, headingRef, done }: LinkOutcomeProps) {
  const m = linkMessages(useT());
  if (status === 'used' || status === 'expired') return <LinkGone state={status} headingRef={headingRef} />;
  if (status !== 'done' && status !== 'failed') return null;
  return status === 'done' ? (
    <>
      <h1 ref={headingRef} tabIndex={-1} className="h2 mb-3">
        {done.title}
      </h1>
      <p>{done.text}</p>
    </>
  ) : (
    <h1 ref={headingRef} tabIndex={-1} className="h4 mb-3">
      {m.failed}
    </h1>
  );
}
