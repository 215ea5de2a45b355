import type { MatchEmailRole, MatchEmailState } from '@tutoring/common';
import type { Queryable } from '../db/db.js';
import { isoTimestamp } from '../records/tuteeRecord.js';

/** A match email ready for the outbox. */
export interface MatchOutboxEmail {
  matchId: number;
  tuteeId: number;
  tutorId: number;
  role: MatchEmailRole;
  language: string;
  to: string;
  cc: readonly string[];
  subject: string;
  body: string;
}

const MATCH_EMAIL_KIND: Record<MatchEmailRole, string> = { tutor: 'match_tutor', family: 'match_family' };

/**
 * Queues one match email, released for sending at once. It names both people: each side's email holds the other
 * side's details, so erasing either removes it.
 */
export async function insertMatchEmail(tx: Queryable, email: MatchOutboxEmail): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO email_outbox
       (kind, to_address, cc_addresses, subject, body, tutee_id, tutor_id, match_id, role, language, requested_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())
     RETURNING id::int AS id`,
    [
      MATCH_EMAIL_KIND[email.role],
      email.to,
      [...email.cc],
      email.subject,
      email.body,
      email.tuteeId,
      email.tutorId,
      email.matchId,
      email.role,
      email.language,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('INSERT ... RETURNING answered no row');
  return row.id;
}

/**
 * Queues a fresh copy of one of the match's emails (same recipients, language and text, attempts from zero); the
 * original row keeps its own state. Answers the copy's id, or undefined when the match has no such email.
 */
export async function copyMatchEmail(tx: Queryable, matchId: number, emailId: number): Promise<number | undefined> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO email_outbox
       (kind, to_address, cc_addresses, subject, body, tutee_id, tutor_id, match_id, role, language, requested_at)
     SELECT kind, to_address, cc_addresses, subject, body, tutee_id, tutor_id, match_id, role, language, now()
     FROM email_outbox WHERE id = $2 AND match_id = $1
     RETURNING id::int AS id`,
    [matchId, emailId],
  );
  return rows[0]?.id;
}

/**
 * The column that lists a match's emails with the match (m): one JSON array per row, read through
 * email_outbox_match_idx in the same statement, so the full records list costs no query per match.
 */
export const MATCH_EMAILS_COLUMN = `(SELECT coalesce(json_agg(json_build_object(
    'id', e.id, 'role', e.role, 'address', e.to_address, 'cc', e.cc_addresses, 'language', e.language,
    'sent_at', e.sent_at, 'failed_at', e.failed_at, 'attempts', e.attempts) ORDER BY e.id), '[]'::json)
  FROM email_outbox e WHERE e.match_id = m.id) AS emails`;

/** An email as the column above gives it (timestamps as PostgreSQL writes them in JSON). */
export interface MatchEmailJson {
  id: number;
  role: MatchEmailRole;
  address: string;
  cc: string[];
  language: string;
  sent_at: string | null;
  failed_at: string | null;
  attempts: number;
}

function toMatchEmailState(email: MatchEmailJson): MatchEmailState {
  return {
    id: Number(email.id),
    role: email.role,
    address: email.address,
    cc: email.cc,
    language: email.language,
    status: email.sent_at !== null ? 'sent' : email.failed_at !== null ? 'failed' : 'queued',
    sent_at: email.sent_at === null ? null : isoTimestamp(email.sent_at),
    failed_at: email.failed_at === null ? null : isoTimestamp(email.failed_at),
    attempts: email.attempts,
  };
}

/** One match's emails, oldest first. */
export async function findMatchEmails(db: Queryable, matchId: number): Promise<MatchEmailState[]> {
  const { rows } = await db.query<{ emails: MatchEmailJson[] | string }>(
    `SELECT ${MATCH_EMAILS_COLUMN} FROM matches m WHERE m.id = $1`,
    [matchId],
  );
  return parseEmails(rows[0]?.emails ?? []);
}

/** The column's value: parsed by the driver (json), or text where a driver leaves it so. */
export function parseEmails(value: MatchEmailJson[] | string | null | undefined): MatchEmailState[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as MatchEmailJson[]) : (value ?? []);
  return list.map(toMatchEmailState);
}
