import type { AttentionHandledInput, AttentionItem, AttentionKind, ConcernContact } from '@tutoring/common';
import type { Queryable } from '../db/db.js';
import { isoTimestamp } from '../records/tuteeRecord.js';
import { ATTENTION_LIST_SQL } from './sources.js';

interface AttentionRow {
  kind: AttentionKind;
  since: Date;
  match_id: number;
  email_id: number | null;
  email_role: 'tutor' | 'family' | null;
  tutee_id: number;
  tutor_id: number;
  tutee_name: string;
  tutor_name: string;
  concern_id: number | null;
  concern_side: 'tutee' | 'tutor' | null;
  concern_message: string | null;
  concern_contact: ConcernContact | null;
}

/** Every item that needs staff now, oldest first, in one query. */
export async function listAttention(db: Queryable): Promise<AttentionItem[]> {
  const { rows } = await db.query<AttentionRow>(ATTENTION_LIST_SQL);
  return rows.map(
    ({ email_id, email_role, since, concern_id, concern_side, concern_message, concern_contact, ...row }) => ({
      ...row,
      since: isoTimestamp(since),
      urgent: concern_id !== null,
      ...(email_id === null ? {} : { email_id }),
      ...(email_role === null ? {} : { email_role }),
      ...(concern_id === null || concern_side === null || concern_message === null
        ? {}
        : { concern: { id: concern_id, side: concern_side, message: concern_message, contact: concern_contact } }),
    }),
  );
}

/** Whether the match exists, and for a failed-email item whether that email is the match's. */
export async function itemExists(db: Queryable, input: AttentionHandledInput): Promise<boolean> {
  const { rows } = await db.query(
    input.email_id === undefined
      ? 'SELECT 1 FROM matches WHERE id = $1'
      : 'SELECT 1 FROM email_outbox WHERE match_id = $1 AND id = $2',
    input.email_id === undefined ? [input.match_id] : [input.match_id, input.email_id],
  );
  return rows.length > 0;
}

export async function insertHandled(
  db: Queryable,
  input: AttentionHandledInput,
  staffId: number,
): Promise<{ handled_at: Date }> {
  const { rows } = await db.query<{ handled_at: Date }>(
    `INSERT INTO attention_handled (kind, match_id, email_id, staff_id, note) VALUES ($1, $2, $3, $4, $5)
     RETURNING handled_at`,
    [input.kind, input.match_id, input.email_id ?? null, staffId, input.note],
  );
  const row = rows[0];
  if (!row) throw new Error('INSERT ... RETURNING answered no row');
  return row;
}
