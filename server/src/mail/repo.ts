import type { Queryable } from '../db/db.js';

export interface QueuedEmail {
  kind: string;
  to: string;
  subject: string;
  body: string;
  tuteeId?: number;
  tutorId?: number;
}

/**
 * Queues a message, released for sending at once: it commits with what caused it, so a family whose phone loses
 * its connection right after submitting still gets the confirmation.
 */
export async function queueEmail(tx: Queryable, email: QueuedEmail): Promise<void> {
  await tx.query(
    `INSERT INTO email_outbox (kind, to_address, subject, body, tutee_id, tutor_id, requested_at)
     VALUES ($1, $2, $3, $4, $5, $6, now())`,
    [email.kind, email.to, email.subject, email.body, email.tuteeId ?? null, email.tutorId ?? null],
  );
}

export interface DueEmail {
  id: string;
  to_address: string;
  subject: string;
  body: string;
  attempts: number;
}

/**
 * Claims up to `limit` requested, unsent, due messages by pushing their next attempt past a lease,
 * so a second worker (another server process) skips them; a worker that dies mid-send leaves them
 * due again once the lease ends, so nothing is lost.
 */
export async function claimDueEmails(db: Queryable, limit: number, leaseMs: number): Promise<DueEmail[]> {
  const result = await db.query<DueEmail>(
    `UPDATE email_outbox SET next_attempt_at = now() + $2::double precision * interval '1 millisecond'
     WHERE id IN (
       SELECT id FROM email_outbox
       WHERE sent_at IS NULL AND requested_at IS NOT NULL AND next_attempt_at <= now()
       ORDER BY next_attempt_at, id
       LIMIT $1
       FOR UPDATE SKIP LOCKED
     )
     RETURNING id::text AS id, to_address, subject, body, attempts`,
    [limit, leaseMs],
  );
  return result.rows;
}

export async function markEmailSent(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE email_outbox SET sent_at = now(), last_error = NULL WHERE id = $1', [id]);
}

export async function markEmailFailed(db: Queryable, id: string, error: string, retryInMs: number): Promise<void> {
  await db.query(
    `UPDATE email_outbox
     SET attempts = attempts + 1, last_error = $2, next_attempt_at = now() + $3::double precision * interval '1 millisecond'
     WHERE id = $1`,
    [id, error, retryInMs],
  );
}
