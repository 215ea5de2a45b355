import type { Ref } from 'react';
import type { LinkState } from '@tutoring/common';
import { useT } from '../../i18n/I18nProvider';
import { useAppSelector } from '../../lib/hooks';
import { linkMessages } from './messages';

/** What an emailed link's page says once its link is used up or expired: where to write instead. */
export function LinkGone({ state, headingRef }: { state: LinkState; headingRef: Ref<HTMLHeadingElement> }) {
  const m = linkMessages(useT());
  const supportEmail = useAppSelector((s) => s.config.supportEmail);
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1} className="h2 mb-3">
        {m.gone[state]}
      </h1>
      {supportEmail && <p>{m.goneText(supportEmail)}</p>}
    </>
  );
}
