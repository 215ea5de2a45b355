import type { Queryable } from '../db/db.js';

export interface StaffUser {
  id: number;
  username: string;
}

interface StaffRow extends StaffUser {
  password_hash: string;
}

// Both sides through the expression of the unique index (database.sql), so the lookup uses it and a name stored
// before normalisation (or normalised by PostgreSQL, whose lower() differs from JavaScript's at the edges) still matches.
const SAME_USERNAME = 'lower(normalize(username, NFKC)) = lower(normalize($1, NFKC))';

/** username: already normalised (normalizeUsername) */
export async function findStaffByUsername(db: Queryable, username: string): Promise<StaffRow | undefined> {
  const result = await db.query<StaffRow>(`SELECT id, username, password_hash FROM staff_users WHERE ${SAME_USERNAME}`, [username]);
  return result.rows[0];
}

export async function findStaffById(db: Queryable, id: number): Promise<StaffUser | undefined> {
  const result = await db.query<StaffUser>('SELECT id, username FROM staff_users WHERE id = $1', [id]);
  return result.rows[0];
}

export async function countStaff(db: Queryable): Promise<number> {
  const result = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM staff_users');
  return result.rows[0]?.count ?? 0;
}

/** Returns undefined when the username is taken. username: already normalised (normalizeUsername). */
export async function insertStaff(db: Queryable, username: string, passwordHash: string): Promise<StaffUser | undefined> {
  const result = await db.query<StaffUser>(
    `INSERT INTO staff_users (username, password_hash)
     SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM staff_users WHERE ${SAME_USERNAME})
     RETURNING id, username`,
    [username, passwordHash],
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
