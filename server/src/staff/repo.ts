import { ONE_TIME_PASSWORD_HOURS, type StaffAccountDto, type StaffRole } from '@tutoring/common';
import { hasSecondFactorSql, oneTimeExpiry } from '../auth/index.js';
import type { Queryable } from '../db/db.js';

const ACCOUNT_COLUMNS = `id, username, role, active, must_change_password AS "mustChangePassword",
  ${hasSecondFactorSql('staff_users')}
    AS "hasSecondFactor",
  to_json(created_at) #>> '{}' AS "createdAt", to_json(last_signed_in_at) #>> '{}' AS "lastSignedInAt"`;

/** Every staff account, active ones first, then by name: a programme has tens of staff, not thousands. */
export async function listStaffAccounts(db: Queryable): Promise<StaffAccountDto[]> {
  const result = await db.query<StaffAccountDto>(
    `SELECT ${ACCOUNT_COLUMNS} FROM staff_users ORDER BY active DESC, username`,
  );
  return result.rows;
}

export async function findStaffAccount(db: Queryable, id: number): Promise<StaffAccountDto | undefined> {
  const result = await db.query<StaffAccountDto>(`SELECT ${ACCOUNT_COLUMNS} FROM staff_users WHERE id = $1`, [id]);
  return result.rows[0];
}

/** Active admins other than `id`: the last one may not be deactivated or demoted (call under lockStaffTable). */
export async function countOtherActiveAdmins(db: Queryable, id: number): Promise<number> {
  const result = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM staff_users WHERE active AND role = 'admin' AND id <> $1",
    [id],
  );
  return result.rows[0]?.n ?? 0;
}

export interface AccountChange {
  active?: boolean;
  role?: StaffRole;
  /** a new one-time password's hash */
  passwordHash?: string;
}

export async function updateStaffAccount(db: Queryable, id: number, change: AccountChange): Promise<void> {
  await db.query(
    `UPDATE staff_users SET
       active = coalesce($2, active),
       role = coalesce($3, role),
       password_hash = coalesce($4, password_hash),
       must_change_password = must_change_password OR $4::text IS NOT NULL,
       one_time_password_expires_at = CASE WHEN $4::text IS NOT NULL THEN ${oneTimeExpiry('$5')}
         ELSE one_time_password_expires_at END
     WHERE id = $1`,
    [id, change.active ?? null, change.role ?? null, change.passwordHash ?? null, ONE_TIME_PASSWORD_HOURS],
  );
}
