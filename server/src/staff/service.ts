import {
  STAFF_ACCOUNT_MESSAGES,
  type AuditAction,
  type StaffAccountDto,
  type StaffAccountWithPasswordDto,
  type StaffCreate,
  type StaffUpdate,
} from '@tutoring/common';
import { recordAudit } from '../audit/service.js';
import { endSessionsOf, lockStaffTable, type StaffUser } from '../auth/index.js';
import type { AppContext } from '../context.js';
import { conflict, forbidden, notFound } from '../http/errors.js';
import { generateOneTimePassword } from './oneTimePassword.js';
import { countOtherActiveAdmins, findStaffAccount, updateStaffAccount } from './repo.js';

export { findStaffAccount, listStaffAccounts } from './repo.js';

type Ctx = Pick<AppContext, 'db' | 'auth'>;

async function accountOrThrow(ctx: Ctx, id: number): Promise<StaffAccountDto> {
  const account = await findStaffAccount(ctx.db, id);
  if (!account) throw notFound(STAFF_ACCOUNT_MESSAGES.notFound);
  return account;
}

/**
 * A new staff account, made by an admin (the route's access lets only admins call), with a one-time password the
 * server chooses: answered this once, never stored but as a hash.
 */
export async function createAccount(
  ctx: Ctx,
  actor: StaffUser,
  input: StaffCreate,
): Promise<StaffAccountWithPasswordDto> {
  const oneTimePassword = generateOneTimePassword();
  const created = await ctx.auth.register({ ...input, password: oneTimePassword }, actor);
  return { ...(await accountOrThrow(ctx, created.id)), oneTimePassword };
}

/**
 * Deactivates or reactivates, changes the role, or sets a new one-time password. Deactivation and a reset end every
 * session of the account in the same transaction, so the old cookie answers 401 on its next call. The table is
 * locked, so two admins demoting each other at once cannot leave the programme without an active admin.
 * One audit row per kind of change. A reset's one-time password is chosen by the server and answered this once.
 * An admin cannot reset their own: that would change it without the current password, which /account asks for.
 */
export async function changeAccount(
  ctx: Ctx,
  actor: StaffUser,
  id: number,
  change: StaffUpdate,
): Promise<StaffAccountDto | StaffAccountWithPasswordDto> {
  if (change.resetPassword && id === actor.id) throw forbidden(STAFF_ACCOUNT_MESSAGES.ownPassword);
  const oneTimePassword = change.resetPassword ? generateOneTimePassword() : undefined;
  const passwordHash = oneTimePassword === undefined ? undefined : await ctx.auth.hashPassword(oneTimePassword);
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
  const account = await accountOrThrow(ctx, id);
  return oneTimePassword === undefined ? account : { ...account, oneTimePassword };
}
