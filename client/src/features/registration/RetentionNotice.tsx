import { useAppSelector } from '../../lib/hooks';
import { useT } from '../../i18n/I18nProvider';

/**
 * The retention periods as the server is configured (GET /api/config), under the terms every applicant reads, and how
 * long this device keeps the draft (families share devices).
 */
export function RetentionNotice() {
  const t = useT();
  const { loaded, retention, supportEmail } = useAppSelector((state) => state.config);
  if (!loaded) return null;
  return (
    <section aria-labelledby="retention-title" className="retention-notice">
      <h4 id="retention-title" className="h6 fw-semibold">
        {t('retention.title')}
      </h4>
      <ul>
        <li>{t('retention.unmatched', { months: retention.unmatchedMonths })}</li>
        <li>{t('retention.unconfirmed', { days: retention.unconfirmedDays })}</li>
        <li>{t('retention.matched', { months: retention.matchedMonths })}</li>
        <li>{t('retention.emails', { days: retention.emailDays })}</li>
        <li>{t('retention.audit', { months: retention.auditMonths })}</li>
        <li>{t('retention.device')}</li>
      </ul>
      {supportEmail && (
        <p>
          {t('retention.requests')} {supportEmail}
        </p>
      )}
    </section>
  );
}
