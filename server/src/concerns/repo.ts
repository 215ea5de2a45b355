import type { ConcernCloseInput, ConcernContact } from '@tutoring/common';
import type { Queryable } from '../db/db.js';
import type { MatchSide } from '../links/tokens.js';

const ADMIN_NOTICE_KIND = 'concern_admin';

export async function insertConcern(
  tx: Queryable,
  subject: MatchSide,
  message: string,
  contact: ConcernContact | null,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO match_concern (match_id, side, message, contact) VALUES ($1, $2, $3, $4) RETURNING id::int AS id`,
    [subject.matchId, subject.side, message, contact],
  );
  const row = rows[0];
  if (!row) throw new Error('INSERT ... RETURNING answered no row');
  return row.id;
}

/**
 * Where a concern's notice goes: every active admin whose username is an email address, or the support address when
 * none is.
 */
export async function adminAddresses(tx: Queryable, supportEmail: string): Promise<string[]> {
  const { rows } = await tx.query<{ username: string }>(
    `SELECT username FROM staff_users WHERE role = 'admin' AND active AND username ~ '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$'
     ORDER BY id`,
  );
  return rows.length > 0 ? rows.map((row) => row.username) : [supportEmail];
}

/** Queues one notice to each address, released for sending at once. */
export async function queueAdminNotices(
  tx: Queryable,
  addresses: readonly string[],
  subject: string,
  body: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO email_outbox (kind, to_address, subject, body, requested_at)
     SELECT $1, address, $3, $4, now() FROM unnest($2::text[]) AS address`,
    [ADMIN_NOTICE_KIND, [...addresses], subject, body],
  );
}

export interface ClosedConcernRow {
  match_id: number;
  tutee_id: number;
  tutor_id: number;
  match_ended: boolean;
  closed_at: Date;
}

/** Closes an open concern; answers nothing when there is no such concern or it was closed before. */
export async function closeConcernRow(
  tx: Queryable,
  id: number,
  input: ConcernCloseInput,
  staffId: number,
): Promise<ClosedConcernRow | undefined> {
  const { rows } = await tx.query<ClosedConcernRow>(
    `UPDATE match_concern c SET closed_at = now(), closed_by = $2, outcome = $3, close_note = $4
     FROM matches m
     WHERE c.id = $1 AND c.closed_at IS NULL AND m.id = c.match_id
     RETURNING c.match_id, m.tutee_id, m.tutor_id, m.ended_at IS NOT NULL AS match_ended, c.closed_at`,
    [id, staffId, input.outcome, input.note],
  );
  return rows[0];
}

export async function concernExists(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM match_concern WHERE id = $1', [id]);
  return rows.length > 0;
}
