import crypto from 'node:crypto';
import type { LinkState } from '@tutoring/common';
import type { Queryable } from '../db/db.js';

/** What a link is for; one token answers for one purpose only (database.sql lists them in link_token's CHECK). */
export type LinkPurpose = 'checkin';

/** What a link answers for: a side of a match. Future links may name other subjects in columns of their own. */
export interface LinkSubject {
  matchId: number;
  side: 'tutee' | 'tutor';
}

const TOKEN_BYTES = 16;

/** The stored form of a token: its SHA-256, hex. The token itself is only ever in the email. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/**
 * Creates a link token inside the caller's transaction: 128 random bits, base64url (22 characters). Answers the token
 * for the email; the database keeps its hash only. It expires `days` days after `validFrom` (when the email is due).
 */
export async function issueLinkToken(
  tx: Queryable,
  purpose: LinkPurpose,
  subject: LinkSubject,
  validFrom: Date,
  days: number,
): Promise<string> {
  const token = crypto.randomBytes(TOKEN_BYTES).toString('base64url');
  await tx.query(
    `INSERT INTO link_token (purpose, token_hash, match_id, side, expires_at)
     VALUES ($1, $2, $3, $4, $5::timestamptz + make_interval(days => $6::int))`,
    [purpose, hashToken(token), subject.matchId, subject.side, validFrom, days],
  );
  return token;
}

export type LinkLookup = { ok: true; subject: LinkSubject } | { ok: false; state: LinkState };

/**
 * Why a token does not work. Used beats expired: only the token's holder can learn that it was used. A token we do not
 * know, or one for another purpose, answers exactly as an expired one: a guess then learns nothing, and a link
 * deleted with its match (retention, erasure) keeps answering as it did.
 */
async function whyNot(db: Queryable, purpose: LinkPurpose, hash: string): Promise<LinkLookup> {
  const { rows } = await db.query<{ used: boolean }>(
    'SELECT used_at IS NOT NULL AS used FROM link_token WHERE token_hash = $1 AND purpose = $2',
    [hash, purpose],
  );
  return { ok: false, state: rows[0]?.used ? 'used' : 'expired' };
}

interface SubjectRow {
  match_id: number;
  side: 'tutee' | 'tutor';
}

/** Reads a token without changing anything (the GET of a link's page): its subject, or why it no longer works. */
export async function peekLinkToken(db: Queryable, purpose: LinkPurpose, token: string): Promise<LinkLookup> {
  const hash = hashToken(token);
  const { rows } = await db.query<SubjectRow>(
    `SELECT match_id, side FROM link_token
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()`,
    [hash, purpose],
  );
  const row = rows[0];
  return row ? { ok: true, subject: { matchId: row.match_id, side: row.side } } : whyNot(db, purpose, hash);
}

/**
 * Uses a token up, inside the caller's transaction: one statement marks it used only while it is unused, unexpired
 * (by the database's clock) and of this purpose, so two presses at once cannot both succeed.
 */
export async function consumeLinkToken(tx: Queryable, purpose: LinkPurpose, token: string): Promise<LinkLookup> {
  const hash = hashToken(token);
  const { rows } = await tx.query<SubjectRow>(
    `UPDATE link_token SET used_at = now()
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING match_id, side`,
    [hash, purpose],
  );
  const row = rows[0];
  return row ? { ok: true, subject: { matchId: row.match_id, side: row.side } } : whyNot(tx, purpose, hash);
}
