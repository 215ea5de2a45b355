import { profileMessages as m } from './profileMessages';

/**
 * What the applicant did or did not do themselves, beside a card's flags: "Email not confirmed" (asked, not done),
 * "Waiting for guardian consent" (a young student's guardian has not agreed yet: no match until then) and
 * "Withdrawn by the applicant". Nothing when none applies.
 */
export function ApplicantBadges({
  unconfirmed,
  withdrawnAt,
  guardianConsentPending = false,
}: {
  unconfirmed: boolean;
  withdrawnAt: string | null;
  guardianConsentPending?: boolean;
}) {
  if (!unconfirmed && !withdrawnAt && !guardianConsentPending) return null;
  return (
    <span className="applicant-badges">
      {unconfirmed && <span className="badge text-bg-warning">{m.emailUnconfirmed}</span>}
      {guardianConsentPending && <span className="badge text-bg-warning">{m.guardianConsentPending}</span>}
      {withdrawnAt && <span className="badge text-bg-secondary">{m.withdrawn}</span>}
    </span>
  );
}
