import {
  STAFF_ACCOUNT_MESSAGES,
  type AuditAction,
  type StaffAccountDto,
  type StaffCreate,
  type StaffUpdate,
} from '@tutoring/common';
import { recordAudit } from '../audit/repo.js';
import { assertNotCommon } from '../auth/passwordPolicy.js';
import { endSessionsOf, lockStaffTable, type StaffUser } from '../auth/repo.js';
import type { AppContext } from '../context.js';
import { conflict, notFound } from '../http/errors.js';
import { countOtherActiveAdmins, findStaffAccount, updateStaffAccount } from './repo.js';

type Ctx = Pick<AppContext, 'db' | 'auth'>;

async function accountOrThrow(ctx: Ctx, id: number): Promise<StaffAccountDto> {
  const account = await findStaffAccount(ctx.db, id);
  if (!account) throw notFound(STAFF_ACCOUNT_MESSAGES.notFound);
  return account;
}

/** A new staff account with a one-time password, made by an admin (the route's access lets only admins call). */
export async function createAccount(ctx: Ctx, actor: StaffUser, input: StaffCreate): Promise<StaffAccountDto> {
  const created = await ctx.auth.register(input, actor);
  return accountOrThrow(ctx, created.id);
}

/**
 * Deactivates or reactivates, changes the role, or sets a new one-time password. Deactivation and a reset end every
 * session of the account in the same transaction, so the old cookie answers 401 on its next call. The table is
 * locked, so two admins demoting each other at once cannot leave the programme without an active admin.
 * One audit row per kind of change.
 */
export async function changeAccount(
  ctx: Ctx,
  actor: StaffUser,
  id: number,
  change: StaffUpdate,
): Promise<StaffAccountDto> {
  if (change.resetPassword !== undefined) await assertNotCommon(change.resetPassword, 'resetPassword');
  const passwordHash =
    change.resetPassword === undefined ? undefined : await ctx.auth.hashPassword(change.resetPassword);
  await ctx.db.transaction(async (tx) => {
    await lockStaffTable(tx);
    const before = await findStaffAccount(tx, id);
    if (!before) throw notFound(STAFF_ACCOUNT_MESSAGES.notFound);
    const stopsBeingAdmin =
      before.active && before.role === 'admin' && (change.active === false || change.role === 'coordinator');
    if (stopsBeingAdmin && (await countOtherActiveAdmins(tx, id)) === 0)
      throw conflict(STAFF_ACCOUNT_MESSAGES.lastAdmin);

    await updateStaffAccount(tx, id, { active: change.active, role: change.role, passwordHash });
    const endsSessions = change.active === false || passwordHash !== undefined;
    const sessionsEnded = endsSessions ? await endSessionsOf(tx, id) : 0;

    const audit = (action: AuditAction, details: Record<string, unknown>) =>
      recordAudit(tx, { staffUserId: actor.id, action, entity: 'staff_user', entityId: id, details });
    if (change.active !== undefined && change.active !== before.active) {
      await audit(change.active ? 'staff.reactivate' : 'staff.deactivate', change.active ? {} : { sessionsEnded });
    }
    if (change.role !== undefined && change.role !== before.role)
      await audit('staff.role_change', { from: before.role, to: change.role });
    if (passwordHash !== undefined) await audit('staff.password_reset', { sessionsEnded });
  });
  return accountOrThrow(ctx, id);
}
