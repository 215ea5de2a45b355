import { Link } from 'react-router-dom';
import type { Translate } from '@tutoring/common';
import { useAppSelector } from '../../lib/hooks';
import { useT } from '../../i18n/I18nProvider';
import type { SubmittedApplication } from './wizardSlice';

export interface SubmittedFactsProps {
  submitted: Pick<SubmittedApplication<unknown>, 'reference' | 'expectedWaitDays'>;
  /** what happens next, for this kind of applicant */
  next: string;
  /** families hear the expected wait for a tutor; a volunteer's wait is not estimated */
  showWait: boolean;
}

// Stands for the address while the sentence is translated, so the address can be a link inside it.
const ADDRESS_MARK = '\u0000';

/** The sentence on managing the application, with the support address as a mailto link. */
function ManageText({ t, supportEmail }: { t: Translate; supportEmail: string }) {
  const [before = '', after = ''] = t('wizard.submitted.manage', { supportEmail: ADDRESS_MARK }).split(ADDRESS_MARK);
  return (
    <>
      {before}
      <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
      {after}
    </>
  );
}

/** The facts of a submitted application, in the dialog and on the Submitted page alike. */
export function SubmittedFacts({ submitted, next, showWait }: SubmittedFactsProps) {
  const t = useT();
  const supportEmail = useAppSelector((state) => state.config.supportEmail);
  const { reference, expectedWaitDays } = submitted;
  return (
    <dl className="submitted-facts">
      <dt>{t('wizard.submitted.reference')}</dt>
      <dd>
        {/* Latin letters and digits read left to right on a right-to-left page too. */}
        <span className="submitted-reference" dir="ltr" translate="no">
          {reference}
        </span>
        <span className="d-block small text-body-secondary">{t('wizard.submitted.referenceHint')}</span>
      </dd>
      {showWait && (
        <>
          <dt>{t('wizard.submitted.waitTitle')}</dt>
          <dd>
            {expectedWaitDays === null
              ? t('wizard.submitted.waitUnknown')
              : t('wizard.submitted.waitDays', { days: expectedWaitDays })}
          </dd>
        </>
      )}
      <dt>{t('wizard.submitted.nextTitle')}</dt>
      <dd>{next}</dd>
      <dt>{t('wizard.submitted.manageTitle')}</dt>
      <dd>
        <ManageText t={t} supportEmail={supportEmail} />
        <Link to="/manage" className="d-block mt-1">
          {t('manage.title')}
        </Link>
      </dd>
    </dl>
  );
}
