import type { Request } from 'express';
import { normalizeUsername } from '@tutoring/common';
import { recordAudit, recordAuditOncePerWindow } from '../audit/service.js';
import type { Queryable } from '../db/db.js';
import { clientAddress } from '../http/clientAddress.js';
import { findStaffByUsername } from './repo.js';

export type SignInAction = 'auth.sign_in' | 'auth.sign_in_failed' | 'auth.mfa_failed' | 'auth.sign_out';

/**
 * Sign-in events in the audit log: the account (when there is one), the address, never what was typed as the
 * password. A failed attempt on an unknown username names no account and keeps no username, as a password typed
 * into the username field would otherwise be kept.
 */
export async function auditSignIn(
  db: Queryable,
  req: Request,
  action: SignInAction,
  accountId: number | undefined,
  extra: Record<string, string> = {},
): Promise<void> {
  // A failure names the account it was for, never as its actor: whoever failed was not (yet) that member.
  const failed = action === 'auth.sign_in_failed' || action === 'auth.mfa_failed';
  await recordAudit(db, {
    staffUserId: failed ? null : (accountId ?? null),
    action,
    entity: 'staff_user',
    entityId: accountId ?? null,
    details: { ip: clientAddress(req) ?? null, ...extra },
  });
}

/**
 * A sign-in refused by a limit (429): one audit row per address and account per window, however many attempts the
 * limit then refuses, so hammering a locked account cannot flood the log.
 */
export async function auditLockout(db: Queryable, req: Request, windowMs: number): Promise<void> {
  const username = (req.body as { username?: unknown } | undefined)?.username;
  const account =
    typeof username === 'string' ? await findStaffByUsername(db, normalizeUsername(username).slice(0, 100)) : undefined;
  await recordAuditOncePerWindow(
    db,
    {
      staffUserId: null,
      action: 'auth.lockout',
      entity: 'staff_user',
      entityId: account?.id ?? null,
      details: { ip: clientAddress(req) ?? null },
    },
    windowMs,
  );
}
