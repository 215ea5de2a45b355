import type { PasskeyDto } from '@tutoring/common';
import type { Queryable } from '../../db/db.js';

/** SQL: whether the staff_users row `staff` has a second factor (a confirmed authenticator app, or a passkey). */
export const hasSecondFactorSql = (staff: string) =>
  `(EXISTS (SELECT 1 FROM staff_totp f WHERE f.staff_user_id = ${staff}.id AND f.confirmed_at IS NOT NULL)
    OR EXISTS (SELECT 1 FROM staff_passkeys p WHERE p.staff_user_id = ${staff}.id))`;

export interface TotpRow {
  secretBox: string;
  confirmed: boolean;
}

export async function findTotp(db: Queryable, staffUserId: number): Promise<TotpRow | undefined> {
  const result = await db.query<TotpRow>(
    `SELECT secret_box AS "secretBox", confirmed_at IS NOT NULL AS confirmed FROM staff_totp WHERE staff_user_id = $1`,
    [staffUserId],
  );
  return result.rows[0];
}

/** A new, unconfirmed secret in place of any unconfirmed one; a confirmed one is kept (answers false). */
export async function startTotp(db: Queryable, staffUserId: number, secretBox: string): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO staff_totp (staff_user_id, secret_box) VALUES ($1, $2)
     ON CONFLICT (staff_user_id) DO UPDATE SET secret_box = excluded.secret_box, created_at = now(), last_step = NULL
       WHERE staff_totp.confirmed_at IS NULL`,
    [staffUserId, secretBox],
  );
  return result.rowCount > 0;
}

/**
 * Takes a code's time step for the account: false when a code of this step or a later one was taken already, so
 * every code works once, even when two requests race with it. `confirm` also marks an unconfirmed secret confirmed.
 */
export async function claimTotpStep(
  db: Queryable,
  staffUserId: number,
  step: number,
  confirm: boolean,
): Promise<boolean> {
  const result = await db.query(
    `UPDATE staff_totp SET last_step = $2, confirmed_at = coalesce(confirmed_at, CASE WHEN $3 THEN now() END)
     WHERE staff_user_id = $1 AND (confirmed_at IS NOT NULL) <> $3 AND (last_step IS NULL OR last_step < $2)`,
    [staffUserId, step, confirm],
  );
  return result.rowCount > 0;
}

export async function replaceRecoveryCodes(db: Queryable, staffUserId: number, hashes: string[]): Promise<void> {
  await db.query('DELETE FROM staff_recovery_codes WHERE staff_user_id = $1', [staffUserId]);
  await db.query('INSERT INTO staff_recovery_codes (staff_user_id, code_hash) SELECT $1, unnest($2::text[])', [
    staffUserId,
    hashes,
  ]);
}

/** Marks an unused recovery code used; false when there is none with this hash. */
export async function useRecoveryCode(db: Queryable, staffUserId: number, hash: string): Promise<boolean> {
  const result = await db.query(
    'UPDATE staff_recovery_codes SET used_at = now() WHERE staff_user_id = $1 AND code_hash = $2 AND used_at IS NULL',
    [staffUserId, hash],
  );
  return result.rowCount > 0;
}

export async function countUnusedRecoveryCodes(db: Queryable, staffUserId: number): Promise<number> {
  const result = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM staff_recovery_codes WHERE staff_user_id = $1 AND used_at IS NULL',
    [staffUserId],
  );
  return result.rows[0]?.count ?? 0;
}

/** Removes every second factor of the account; answers whether it had a confirmed one. */
export async function removeSecondFactors(db: Queryable, staffUserId: number): Promise<boolean> {
  const removed = await db.query<{ confirmed: boolean }>(
    'DELETE FROM staff_totp WHERE staff_user_id = $1 RETURNING confirmed_at IS NOT NULL AS confirmed',
    [staffUserId],
  );
  const passkeys = await db.query('DELETE FROM staff_passkeys WHERE staff_user_id = $1', [staffUserId]);
  await db.query('DELETE FROM staff_recovery_codes WHERE staff_user_id = $1', [staffUserId]);
  return removed.rows.some((row) => row.confirmed) || passkeys.rowCount > 0;
}

export interface StoredPasskey {
  id: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

export async function listPasskeys(db: Queryable, staffUserId: number): Promise<PasskeyDto[]> {
  const result = await db.query<PasskeyDto>(
    `SELECT credential_id AS id, name, to_json(created_at) #>> '{}' AS "createdAt",
       to_json(last_used_at) #>> '{}' AS "lastUsedAt"
     FROM staff_passkeys WHERE staff_user_id = $1 ORDER BY created_at, credential_id`,
    [staffUserId],
  );
  return result.rows;
}

export async function findPasskeys(db: Queryable, staffUserId: number): Promise<StoredPasskey[]> {
  const result = await db.query<StoredPasskey>(
    `SELECT credential_id AS id, public_key AS "publicKey", counter::float8 AS counter, transports
     FROM staff_passkeys WHERE staff_user_id = $1`,
    [staffUserId],
  );
  return result.rows;
}

/** Answers false when the credential is registered already (to anyone). */
export async function insertPasskey(
  db: Queryable,
  staffUserId: number,
  passkey: StoredPasskey & { name: string },
): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO staff_passkeys (credential_id, staff_user_id, public_key, counter, transports, name)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (credential_id) DO NOTHING`,
    [passkey.id, staffUserId, passkey.publicKey, passkey.counter, passkey.transports, passkey.name],
  );
  return result.rowCount > 0;
}

/**
 * Records a use: the new signature counter, only if it moved on (or both are 0, as for authenticators that keep no
 * counter), so a cloned authenticator replaying an old counter is refused (answers false).
 */
export async function usePasskey(db: Queryable, staffUserId: number, id: string, counter: number): Promise<boolean> {
  const result = await db.query(
    `UPDATE staff_passkeys SET counter = $3, last_used_at = now()
     WHERE credential_id = $2 AND staff_user_id = $1 AND ($3 > counter OR ($3 = 0 AND counter = 0))`,
    [staffUserId, id, counter],
  );
  return result.rowCount > 0;
}

export async function deletePasskey(db: Queryable, staffUserId: number, id: string): Promise<boolean> {
  const result = await db.query('DELETE FROM staff_passkeys WHERE staff_user_id = $1 AND credential_id = $2', [
    staffUserId,
    id,
  ]);
  return result.rowCount > 0;
}
