import { profileMessages as m } from './profileMessages';

/**
 * What the applicant did or did not do themselves, beside a card's flags: "Email not confirmed" (asked, not done) and
 * "Withdrawn by the applicant". Nothing when neither applies.
 */
export function ApplicantBadges({ unconfirmed, withdrawnAt }: { unconfirmed: boolean; withdrawnAt: string | null }) {
  if (!unconfirmed && !withdrawnAt) return null;
  return (
    <span className="applicant-badges">
      {unconfirmed && <span className="badge text-bg-warning">{m.emailUnconfirmed}</span>}
      {withdrawnAt && <span className="badge text-bg-secondary">{m.withdrawn}</span>}
    </span>
  );
}
