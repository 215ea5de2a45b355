import crypto from 'node:crypto';
import {
  GUARDIAN_CONSENT_KIND,
  guardianConsentEmail,
  needsGuardianConsent,
  type ConfirmEmailPage,
  type ConfirmationOrg,
  type NewTutee,
} from '@tutoring/common';
import { recordAudit } from '../audit/service.js';
import type { Config } from '../config.js';
import type { Db } from '../db/db.js';
import type { LinkResult } from '../links/answers.js';
import { consumeLinkToken, hashToken, peekLinkToken } from '../links/tokens.js';
import type { GuardianConsentRequest } from '../mail/repo.js';
import { TRANSLATORS } from '../mail/translators.js';
import { applicantLanguage } from './confirmEmail.js';
import { applicantUrl } from './confirmLink.js';

/** A guardian's "I agree" link works this many days; after that staff reach the family another way. */
export const GUARDIAN_CONSENT_LINK_DAYS = 14;

const TOKEN_BYTES = 16;

/**
 * SQL: the tutee (alias) still waits for its guardian's consent. Such a tutee cannot be matched (claimTutee) and
 * proposals leave it out.
 */
export const awaitingGuardianConsent = (alias: string) =>
  `(${alias}.guardian_consent_asked_at IS NOT NULL AND ${alias}.guardian_consented_at IS NULL)`;

/**
 * The consent request of a new tutee application, or null when GUARDIAN_CONSENT_BELOW_GRADE does not ask for one:
 * the link's token goes into the guardian's email (in the form's language), its hash into the statement that stores
 * the application.
 */
export function guardianConsentRequest(
  config: Pick<Config, 'PUBLIC_URL' | 'GUARDIAN_CONSENT_BELOW_GRADE'>,
  org: ConfirmationOrg,
  tutee: NewTutee,
  reference: string,
): GuardianConsentRequest | null {
  const below = config.GUARDIAN_CONSENT_BELOW_GRADE ?? null;
  if (!needsGuardianConsent(tutee.submitter, tutee.grade, below) || !tutee.emailGuardian) return null;
  const token = crypto.randomBytes(TOKEN_BYTES).toString('base64url');
  const email = guardianConsentEmail(TRANSLATORS[tutee.preferredLanguage], org, {
    studentFirstName: tutee.firstName,
    reference,
    url: applicantUrl(config, `/guardian-consent/${token}`, tutee.preferredLanguage),
    linkDays: GUARDIAN_CONSENT_LINK_DAYS,
  });
  return {
    tokenHash: hashToken(token),
    linkDays: GUARDIAN_CONSENT_LINK_DAYS,
    email: { kind: GUARDIAN_CONSENT_KIND, to: tutee.emailGuardian, subject: email.subject, body: email.text },
  };
}

/** What a consent link's page shows (the family's language); reads only, as mail scanners open links. */
export async function readGuardianConsentLink(db: Db, token: string): Promise<LinkResult<ConfirmEmailPage>> {
  const found = await peekLinkToken(db, 'guardian_consent', token);
  if (!found.ok) return found;
  return { ok: true, value: { language: await applicantLanguage(db, found.subject) } };
}

/**
 * Records the guardian's consent with the press of the link's button, in one transaction with using the link up.
 * Audited as the applicant's (the guardian has no account).
 */
export async function giveGuardianConsent(db: Db, token: string): Promise<LinkResult<{ consented: true }>> {
  return db.transaction(async (tx) => {
    const found = await consumeLinkToken(tx, 'guardian_consent', token);
    if (!found.ok) return found;
    const { id } = found.subject;
    await tx.query('UPDATE tutees SET guardian_consented_at = now() WHERE id = $1', [id]);
    await recordAudit(tx, {
      staffUserId: null,
      action: 'application.guardian_consent',
      entity: 'tutee',
      entityId: id,
      details: { by: 'guardian' },
    });
    return { ok: true, value: { consented: true } };
  });
}
