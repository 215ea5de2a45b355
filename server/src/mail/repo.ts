import crypto from 'node:crypto';
import type { Queryable, SqlParam } from '../db/db.js';

/** A message about one application, queued with it. */
export interface QueuedEmail {
  kind: string;
  to: string;
  subject: string;
  body: string;
}

/**
 * What asks an application to confirm its email address, queued with its confirmation: the link's token (its hash;
 * the token itself is in the emails only) and the one reminder, due `reminderDays` later.
 */
export interface EmailConfirmationRequest {
  tokenHash: string;
  linkDays: number;
  reminder: QueuedEmail;
  reminderDays: number;
}

/**
 * A guardian's consent asked for with a young student's application (GUARDIAN_CONSENT_BELOW_GRADE): the link's token
 * hash and the email to the guardian that carries the token.
 */
export interface GuardianConsentRequest {
  tokenHash: string;
  linkDays: number;
  email: QueuedEmail;
}

/**
 * At most this many confirmations go to one address a day. The public forms send mail to any address typed into
 * them, so without a cap they could be used to flood someone's mailbox; the applications beyond it are still
 * stored (a family that sends several is not turned away), only their confirmation is not sent.
 */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;

/**
 * The address's counter in rate_limit: normalised as mail servers treat it (case and surrounding space do not make
 * another mailbox), and hashed so the counter table holds no address.
 */
function confirmationQuotaKey(address: string, counter = 'confirmation'): string {
  const normalised = address.trim().toLowerCase();
  return `${counter}:${crypto.createHash('sha256').update(normalised).digest('hex')}`;
}

/**
 * The CTEs that queue a guardian's consent request with the application, its parameters numbered from `n + 1`. The
 * guardian's address has its own daily cap (an address typed into the form is anyone's), counted apart from the
 * applicant's so that one statement never updates the same counter twice; the link is stored either way.
 */
function consentRequestCtes(
  owner: 'tutee_id' | 'tutor_id',
  consent: GuardianConsentRequest,
  n: number,
): { text: string; values: SqlParam[] } {
  return {
    text: `,
       consent_counted AS (
         INSERT INTO rate_limit (key, hits, reset_at)
         SELECT $${n + 1}, 1, now() + interval '1 day' FROM inserted
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN rate_limit.reset_at <= now() THEN 1 ELSE rate_limit.hits + 1 END,
           reset_at = CASE WHEN rate_limit.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limit.reset_at END
         RETURNING hits
       ),
       consent_link AS (
         INSERT INTO link_token (purpose, token_hash, ${owner}, expires_at)
         SELECT 'guardian_consent', $${n + 2}, id, now() + make_interval(days => $${n + 3}::int) FROM inserted
       ),
       consent_queued AS (
         INSERT INTO email_outbox (kind, to_address, subject, body, ${owner}, requested_at)
         SELECT $${n + 4}, $${n + 5}, $${n + 6}, $${n + 7}, id, now() FROM inserted, consent_counted
         WHERE consent_counted.hits <= $${n + 8}
       )`,
    values: [
      confirmationQuotaKey(consent.email.to, 'guardian_consent'),
      consent.tokenHash,
      consent.linkDays,
      consent.email.kind,
      consent.email.to,
      consent.email.subject,
      consent.email.body,
      CONFIRMATIONS_PER_ADDRESS_PER_DAY,
    ],
  };
}

/**
 * Wraps `insert` (an INSERT ... RETURNING id, and whatever else the caller wants back, of an application) into one
 * statement that also queues `email` for the row it inserted, released for sending at once: the message commits with
 * what caused it, so a family whose phone loses its connection right after submitting still gets the confirmation.
 * An insert that returns no row (a repeated idempotency key) queues nothing and counts nothing. The same statement counts the
 * recipient's confirmations of the last day (an atomic upsert, so concurrent submissions cannot both take the last
 * place) and queues nothing past CONFIRMATIONS_PER_ADDRESS_PER_DAY. One statement, not a transaction of several:
 * each application then costs one round trip to the database.
 */
export function insertQueuingEmail(
  insert: { text: string; values: SqlParam[] },
  owner: 'tutee_id' | 'tutor_id',
  email: QueuedEmail,
  confirm: EmailConfirmationRequest,
  consent: GuardianConsentRequest | null = null,
): { text: string; values: SqlParam[] } {
  const n = insert.values.length;
  const consentPart = consent ? consentRequestCtes(owner, consent, n + 12) : { text: '', values: [] };
  // The link is stored even when the cap held the emails back: a later resend by staff may carry it.
  return {
    text: `WITH inserted AS (${insert.text}),
       counted AS (
         INSERT INTO rate_limit (key, hits, reset_at)
         SELECT $${n + 5}, 1, now() + interval '1 day' FROM inserted
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN rate_limit.reset_at <= now() THEN 1 ELSE rate_limit.hits + 1 END,
           reset_at = CASE WHEN rate_limit.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limit.reset_at END
         RETURNING hits
       ),
       queued AS (
         INSERT INTO email_outbox (kind, to_address, subject, body, ${owner}, requested_at)
         SELECT $${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}, id, now() FROM inserted, counted
         WHERE counted.hits <= $${n + 6}
       ),
       link AS (
         INSERT INTO link_token (purpose, token_hash, ${owner}, expires_at)
         SELECT 'confirm_email', $${n + 7}, id, now() + make_interval(days => $${n + 8}::int) FROM inserted
       ),
       reminded AS (
         INSERT INTO email_outbox (kind, to_address, subject, body, ${owner}, requested_at, next_attempt_at)
         SELECT $${n + 9}, $${n + 2}, $${n + 10}, $${n + 11}, id, now(), now() + make_interval(days => $${n + 12}::int)
         FROM inserted, counted
         WHERE counted.hits <= $${n + 6}
       )${consentPart.text}
     SELECT * FROM inserted`,
    values: [
      ...insert.values,
      email.kind,
      email.to,
      email.subject,
      email.body,
      confirmationQuotaKey(email.to),
      CONFIRMATIONS_PER_ADDRESS_PER_DAY,
      confirm.tokenHash,
      confirm.linkDays,
      confirm.reminder.kind,
      confirm.reminder.subject,
      confirm.reminder.body,
      confirm.reminderDays,
      ...consentPart.values,
    ],
  };
}

export interface DueEmail {
  id: string;
  to_address: string;
  cc_addresses: string[];
  subject: string;
  body: string;
  attempts: number;
}

/**
 * Claims up to `limit` requested, unsent, due messages by pushing their next attempt past a lease,
 * so a second worker (another server process) skips them; a worker that dies mid-send leaves them
 * due again once the lease ends, so nothing is lost. Messages failed for good are never claimed.
 */
export async function claimDueEmails(db: Queryable, limit: number, leaseMs: number): Promise<DueEmail[]> {
  const result = await db.query<DueEmail>(
    `UPDATE email_outbox SET next_attempt_at = now() + $2::double precision * interval '1 millisecond'
     WHERE id IN (
       SELECT id FROM email_outbox
       WHERE sent_at IS NULL AND failed_at IS NULL AND requested_at IS NOT NULL AND next_attempt_at <= now()
       ORDER BY next_attempt_at, id
       LIMIT $1
       FOR UPDATE SKIP LOCKED
     )
     RETURNING id::text AS id, to_address, cc_addresses, subject, body, attempts`,
    [limit, leaseMs],
  );
  return result.rows;
}

/** False when the row is gone: its person was erased or expired while the message was being sent. */
export async function markEmailSent(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query('UPDATE email_outbox SET sent_at = now(), last_error = NULL WHERE id = $1', [id]);
  return rowCount > 0;
}

/** Of these outbox ids, those whose row is gone. */
export async function deletedEmailIds(db: Queryable, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<{ id: string }>(
    `SELECT kept.id::text AS id FROM unnest($1::bigint[]) AS kept (id)
     WHERE NOT EXISTS (SELECT 1 FROM email_outbox e WHERE e.id = kept.id)`,
    [ids],
  );
  return rows.map((row) => row.id);
}

/**
 * Counts a failed send: the message is tried again after `retryInMs`, or, at the `maxAttempts`th failure, marked
 * failed for good. Answers whether it was.
 */
export async function markEmailFailed(
  db: Queryable,
  id: string,
  error: string,
  retryInMs: number,
  maxAttempts: number,
): Promise<boolean> {
  const { rows } = await db.query<{ failed: boolean }>(
    `UPDATE email_outbox
     SET attempts = attempts + 1, last_error = $2,
         next_attempt_at = now() + $3::double precision * interval '1 millisecond',
         failed_at = CASE WHEN attempts + 1 >= $4 THEN now() END
     WHERE id = $1
     RETURNING failed_at IS NOT NULL AS failed`,
    [id, error, retryInMs, maxAttempts],
  );
  return rows[0]?.failed ?? false;
}
