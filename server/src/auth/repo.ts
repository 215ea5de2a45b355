import { ONE_TIME_PASSWORD_HOURS, type StaffRole } from '@tutoring/common';
import type { Queryable } from '../db/db.js';
import { hasSecondFactorSql } from './mfa/repo.js';

/** A signed-in staff member as every request sees them (read afresh from the database at each request). */
export interface StaffUser {
  id: number;
  username: string;
  role: StaffRole;
  mustChangePassword: boolean;
  /** a confirmed authenticator app: sign-in asks for a code from it (or a recovery code) */
  hasSecondFactor: boolean;
}

interface StaffRow extends StaffUser {
  active: boolean;
  passwordHash: string;
  /** a one-time password older than ONE_TIME_PASSWORD_HOURS (by the database's clock) */
  oneTimeExpired: boolean;
}

/** SQL for a one-time password's end, set with it; `hours` names the parameter holding ONE_TIME_PASSWORD_HOURS. */
export const oneTimeExpiry = (hours: string) => `now() + ${hours}::float8 * interval '1 hour'`;

const STAFF_COLUMNS = `id, username, role, must_change_password AS "mustChangePassword",
  ${hasSecondFactorSql('staff_users')}
    AS "hasSecondFactor"`;

// Both sides through the expression of the unique index (database.sql), so the lookup uses it and a name stored
// before normalisation (or normalised by PostgreSQL, whose lower() differs from JavaScript's at the edges) still matches.
const SAME_USERNAME = 'lower(normalize(username, NFKC)) = lower(normalize($1, NFKC))';

/** username: already normalised (normalizeUsername) */
export async function findStaffByUsername(db: Queryable, username: string): Promise<StaffRow | undefined> {
  const result = await db.query<StaffRow>(
    `SELECT ${STAFF_COLUMNS}, active, password_hash AS "passwordHash",
       coalesce(must_change_password AND one_time_password_expires_at <= now(), false) AS "oneTimeExpired"
     FROM staff_users WHERE ${SAME_USERNAME}`,
    [username],
  );
  return result.rows[0];
}

/**
 * The active staff member the session row's `sess` (a SQL expression) names, as one JSON value (StaffUser), null when
 * none: the session store reads it with the session, so a signed-in request waits for one round trip, not two.
 */
export const activeStaffOfSessionSql = (sess: string) =>
  `(SELECT row_to_json(u) FROM (SELECT ${STAFF_COLUMNS} FROM staff_users
      WHERE id = (${sess} #>> '{passport,user}')::int AND active) u)`;

/** An active account only: a deactivated one has no session, whatever cookie is sent. */
export async function findActiveStaffById(db: Queryable, id: number): Promise<StaffUser | undefined> {
  const result = await db.query<StaffUser>(`SELECT ${STAFF_COLUMNS} FROM staff_users WHERE id = $1 AND active`, [id]);
  return result.rows[0];
}

export async function recordSignIn(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE staff_users SET last_signed_in_at = now() WHERE id = $1', [id]);
}

export async function countStaff(db: Queryable): Promise<number> {
  const result = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM staff_users');
  return result.rows[0]?.count ?? 0;
}

export interface NewStaff {
  /** already normalised (normalizeUsername) */
  username: string;
  passwordHash: string;
  role: StaffRole;
  /** a one-time password set by someone else, which the owner must replace at first sign-in */
  mustChangePassword: boolean;
}

/** Returns undefined when the username is taken. */
export async function insertStaff(db: Queryable, staff: NewStaff): Promise<StaffUser | undefined> {
  const result = await db.query<StaffUser>(
    `INSERT INTO staff_users (username, password_hash, role, must_change_password, one_time_password_expires_at)
     SELECT $1, $2, $3, $4, CASE WHEN $4 THEN ${oneTimeExpiry('$5')} END
     WHERE NOT EXISTS (SELECT 1 FROM staff_users WHERE ${SAME_USERNAME})
     RETURNING ${STAFF_COLUMNS}`,
    [staff.username, staff.passwordHash, staff.role, staff.mustChangePassword, ONE_TIME_PASSWORD_HOURS],
  );
  return result.rows[0];
}

export async function lockStaffTable(db: Queryable): Promise<void> {
  await db.query('LOCK TABLE staff_users IN SHARE ROW EXCLUSIVE MODE');
}

/** The first-run nonce: inserted only while no staff account exists (call under lockStaffTable), kept if present. */
export async function ensureSetupNonce(db: Queryable, nonce: string): Promise<string> {
  await db.query('INSERT INTO setup_code (nonce) VALUES ($1) ON CONFLICT (id) DO NOTHING', [nonce]);
  const result = await db.query<{ nonce: string }>('SELECT nonce FROM setup_code');
  const row = result.rows[0];
  if (!row) throw new Error('setup_code row missing after insert');
  return row.nonce;
}

export async function findSetupNonce(db: Queryable): Promise<string | undefined> {
  const result = await db.query<{ nonce: string }>('SELECT nonce FROM setup_code');
  return result.rows[0]?.nonce;
}

export async function deleteSetupNonce(db: Queryable): Promise<void> {
  await db.query('DELETE FROM setup_code');
}

export async function findPasswordHash(db: Queryable, id: number): Promise<string | undefined> {
  const result = await db.query<{ passwordHash: string }>(
    'SELECT password_hash AS "passwordHash" FROM staff_users WHERE id = $1',
    [id],
  );
  return result.rows[0]?.passwordHash;
}

/** The owner's own new password: no longer a one-time one. */
export async function setOwnPassword(db: Queryable, id: number, passwordHash: string): Promise<void> {
  await db.query(
    `UPDATE staff_users SET password_hash = $2, must_change_password = false, one_time_password_expires_at = NULL
     WHERE id = $1`,
    [id, passwordHash],
  );
}

/**
 * Ends a staff member's sessions at once (deactivation, a reset or changed password), all of them or all but one.
 * passport keeps the account id in the session as { passport: { user: id } }.
 */
export async function endSessionsOf(db: Queryable, staffUserId: number, exceptSid?: string): Promise<number> {
  const result = await db.query(
    "DELETE FROM session WHERE sess -> 'passport' ->> 'user' = $1::text AND ($2::text IS NULL OR sid <> $2)",
    [String(staffUserId), exceptSid ?? null],
  );
  return result.rowCount ?? 0;
}
