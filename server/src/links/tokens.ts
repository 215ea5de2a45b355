import crypto from 'node:crypto';
import type { LinkState } from '@tutoring/common';
import type { Queryable } from '../db/db.js';

/**
 * What a link is for; one token answers for one purpose only. A match link answers for one side of a match; an
 * application link for one tutee's or tutor's application.
 */
const MATCH_LINK_PURPOSES = ['checkin', 'concern', 'survey'] as const;
type MatchLinkPurpose = (typeof MATCH_LINK_PURPOSES)[number];
export type ApplicationLinkPurpose = 'confirm_email' | 'manage' | 'reconfirm' | 'guardian_consent';
export type LinkPurpose = MatchLinkPurpose | ApplicationLinkPurpose;

/** A side of a match: whom a check-in, concern or survey link speaks for. */
export interface MatchSide {
  matchId: number;
  side: 'tutee' | 'tutor';
}

/** An application: whom a confirmation, manage or reconfirmation link speaks for. */
export interface ApplicationRef {
  role: 'tutee' | 'tutor';
  id: number;
}

export type LinkSubject<P extends LinkPurpose> = P extends MatchLinkPurpose ? MatchSide : ApplicationRef;

function isMatchPurpose(purpose: LinkPurpose): purpose is MatchLinkPurpose {
  return (MATCH_LINK_PURPOSES as readonly string[]).includes(purpose);
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
export async function issueLinkToken<P extends LinkPurpose>(
  tx: Queryable,
  purpose: P,
  subject: LinkSubject<P>,
  validFrom: Date,
  days: number,
): Promise<string> {
  const token = crypto.randomBytes(TOKEN_BYTES).toString('base64url');
  const columns = subjectColumns(subject);
  await tx.query(
    `INSERT INTO link_token (purpose, token_hash, match_id, side, tutee_id, tutor_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz + make_interval(days => $8::int))`,
    [purpose, hashToken(token), ...columns, validFrom, days],
  );
  return token;
}

/**
 * issueLinkToken for many applications of one role at once, in one statement (a reconfirmation round asks
 * thousands): the tokens in the order of `ids`.
 */
export async function issueApplicationLinkTokens(
  tx: Queryable,
  purpose: ApplicationLinkPurpose,
  role: ApplicationRef['role'],
  ids: readonly number[],
  validFrom: Date,
  days: number,
): Promise<string[]> {
  const tokens = ids.map(() => crypto.randomBytes(TOKEN_BYTES).toString('base64url'));
  await tx.query(
    `INSERT INTO link_token (purpose, token_hash, ${role}_id, expires_at)
     SELECT $1, x.token_hash, x.id, $4::timestamptz + make_interval(days => $5::int)
     FROM unnest($2::text[], $3::int[]) AS x (token_hash, id)`,
    [purpose, tokens.map(hashToken), ids, validFrom, days],
  );
  return tokens;
}

type SubjectColumns = [matchId: number | null, side: string | null, tuteeId: number | null, tutorId: number | null];

function subjectColumns(subject: MatchSide | ApplicationRef): SubjectColumns {
  if ('matchId' in subject) return [subject.matchId, subject.side, null, null];
  return subject.role === 'tutee' ? [null, null, subject.id, null] : [null, null, null, subject.id];
}

export type LinkLookup<P extends LinkPurpose> = { ok: true; subject: LinkSubject<P> } | { ok: false; state: LinkState };

/**
 * Why a token does not work. Used beats expired: only the token's holder can learn that it was used. A token we do not
 * know, or one for another purpose, answers exactly as an expired one: a guess then learns nothing, and a link
 * deleted with its match (retention, erasure) keeps answering as it did.
 */
async function whyNot(db: Queryable, purpose: LinkPurpose, hash: string): Promise<{ ok: false; state: LinkState }> {
  const { rows } = await db.query<{ used: boolean }>(
    'SELECT used_at IS NOT NULL AS used FROM link_token WHERE token_hash = $1 AND purpose = $2',
    [hash, purpose],
  );
  return { ok: false, state: rows[0]?.used ? 'used' : 'expired' };
}

interface SubjectRow {
  match_id: number | null;
  side: 'tutee' | 'tutor' | null;
  tutee_id: number | null;
  tutor_id: number | null;
}

const SUBJECT_COLUMNS = 'match_id, side, tutee_id, tutor_id';

/** The subject a stored row answers for, in the shape its purpose promises (issueLinkToken wrote it so). */
function subjectOf<P extends LinkPurpose>(purpose: P, row: SubjectRow): LinkSubject<P> {
  const subject: MatchSide | ApplicationRef = isMatchPurpose(purpose)
    ? { matchId: Number(row.match_id), side: row.side ?? 'tutee' }
    : row.tutee_id !== null
      ? { role: 'tutee', id: row.tutee_id }
      : { role: 'tutor', id: Number(row.tutor_id) };
  return subject as LinkSubject<P>;
}

/** Reads a token without changing anything (the GET of a link's page): its subject, or why it no longer works. */
export async function peekLinkToken<P extends LinkPurpose>(
  db: Queryable,
  purpose: P,
  token: string,
): Promise<LinkLookup<P>> {
  const hash = hashToken(token);
  const { rows } = await db.query<SubjectRow>(
    `SELECT ${SUBJECT_COLUMNS} FROM link_token
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()`,
    [hash, purpose],
  );
  const row = rows[0];
  return row ? { ok: true, subject: subjectOf(purpose, row) } : whyNot(db, purpose, hash);
}

/**
 * Uses a token up, inside the caller's transaction: one statement marks it used only while it is unused, unexpired
 * (by the database's clock) and of this purpose, so two presses at once cannot both succeed.
 */
export async function consumeLinkToken<P extends LinkPurpose>(
  tx: Queryable,
  purpose: P,
  token: string,
): Promise<LinkLookup<P>> {
  const hash = hashToken(token);
  const { rows } = await tx.query<SubjectRow>(
    `UPDATE link_token SET used_at = now()
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING ${SUBJECT_COLUMNS}`,
    [hash, purpose],
  );
  const row = rows[0];
  return row ? { ok: true, subject: subjectOf(purpose, row) } : whyNot(tx, purpose, hash);
}
