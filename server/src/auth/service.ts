import bcrypt from 'bcryptjs';
import { fitsBcrypt, normalizeUsername, type StaffRole } from '@tutoring/common';
import type { Db } from '../db/db.js';
import { badRequest, conflict, forbidden } from '../http/errors.js';
import {
  countStaff,
  deleteSetupNonce,
  endSessionsOf,
  findPasswordHash,
  findStaffByUsername,
  insertStaff,
  lockStaffTable,
  setOwnPassword,
  type StaffUser,
} from './repo.js';
import { assertNotCommon } from './passwordPolicy.js';
import { recordAudit } from '../audit/service.js';
import { setupCodeMatches } from './setupCode.js';
import { HashPool } from './hashPool.js';

// What the sign-in router reads besides this service: the account behind a pending second factor, and the stamp.
export { findActiveStaffById, recordSignIn, type StaffUser } from './repo.js';

/**
 * A well-formed bcrypt hash of no password, compared against when the username is unknown, so a wrong username
 * costs the same time as a wrong password: compare() spends the full cost on it and never matches. Hashing a real
 * decoy instead blocked the server's start for 0.6 s at cost 12 (docs/benchmarks.md).
 */
export function decoyHash(cost: number): string {
  return bcrypt.genSaltSync(cost) + '.'.repeat(31);
}

const ONLY_STAFF = 'Only signed-in staff can register new staff accounts.';
const ONLY_ADMINS = 'Only an admin can create staff accounts.';
const WRONG_CURRENT_PASSWORD = 'The current password is not right.';
const SAME_PASSWORD = 'Choose a new password, not the current one.';
const FIRST_IS_ADMIN = 'The first staff account must be an admin: leave out --role, or use --role admin.';
const WRONG_SETUP_CODE =
  'The setup code is missing or wrong. It is printed in the server log at start, on a line that begins "Setup code:".';

export interface AuthOptions {
  bcryptCost: number;
  /** the session secret, from which the first-run setup code is derived; the command line has none and needs none */
  setupSecret?: string;
  /** a pool shared with other services (the tests' many apps share one): close() leaves it running */
  hashPool?: HashPool;
}

export class AuthService {
  /** every password hash and compare of this service runs here, off the event loop */
  readonly hashPool: HashPool;
  private readonly decoyHash: string;
  private readonly bcryptCost: number;

  constructor(
    private readonly db: Db,
    private readonly options: AuthOptions,
  ) {
    this.hashPool = options.hashPool ?? new HashPool();
    this.bcryptCost = options.bcryptCost;
    this.decoyHash = decoyHash(options.bcryptCost);
  }

  /** ends the hashing workers (server stop, test teardown, the command line's exit) */
  close(): Promise<void> {
    return this.options.hashPool ? Promise.resolve() : this.hashPool.close();
  }

  /**
   * The account for these credentials, or undefined. A deactivated account's right password is refused like a
   * wrong one (same answer, same time), so sign-in tells no one which accounts exist or were deactivated; so is a
   * password longer than bcrypt reads (72 bytes), which would otherwise match with any tail. `known` names the
   * account behind a failed attempt (for the audit row), whatever the reason. `oneTimeExpired`: the right one-time
   * password, too old to sign in (only whoever knows it learns that).
   */
  async verify(
    username: string,
    password: string,
  ): Promise<{ user?: StaffUser; known?: number; oneTimeExpired?: boolean }> {
    const staff = await findStaffByUsername(this.db, normalizeUsername(username));
    // The decoy goes through the same pool, so an unknown username costs the same time as a wrong password.
    const checked = fitsBcrypt(password) ? staff?.passwordHash : undefined;
    const matches = await this.hashPool.compare(password, checked ?? this.decoyHash);
    if (!staff) return {};
    if (!matches || !staff.active) return { known: staff.id };
    if (staff.oneTimeExpired) return { known: staff.id, oneTimeExpired: true };
    const { id, username: name, role, mustChangePassword, hasSecondFactor } = staff;
    return { user: { id, username: name, role, mustChangePassword, hasSecondFactor } };
  }

  hashPassword(password: string): Promise<string> {
    return this.hashPool.hash(password, this.bcryptCost);
  }

  /**
   * A staff member's own new password, the current one required (so a session left open is not enough to take the
   * account). Every other session of the account ends; the one that asked stays signed in.
   */
  async changeOwnPassword(
    user: StaffUser,
    sessionId: string,
    currentPassword: string,
    newPassword: string,
  ): Promise<void> {
    const hash = await findPasswordHash(this.db, user.id);
    if (!hash || !fitsBcrypt(currentPassword) || !(await this.hashPool.compare(currentPassword, hash))) {
      throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: [WRONG_CURRENT_PASSWORD] });
    }
    if (newPassword === currentPassword) throw badRequest(SAME_PASSWORD, { newPassword: [SAME_PASSWORD] });
    await assertNotCommon(newPassword, 'newPassword');
    const newHash = await this.hashPool.hash(newPassword, this.bcryptCost);
    await this.db.transaction(async (tx) => {
      await setOwnPassword(tx, user.id, newHash);
      const sessionsEnded = await endSessionsOf(tx, user.id, sessionId);
      await recordAudit(tx, {
        staffUserId: user.id,
        action: 'staff.password_change',
        entity: 'staff_user',
        entityId: user.id,
        details: { sessionsEnded },
      });
    });
  }

  async hasAnyStaff(): Promise<boolean> {
    return (await countStaff(this.db)) > 0;
  }

  /**
   * Creates a staff account: by an admin (the password is one-time: the new member must change it at first
   * sign-in), by the operator on the command line, or (no actor) as the first-run setup, which only works while no
   * account exists and with the setup code printed in the server log (so the first visitor of a fresh install
   * cannot take it over), and always makes an admin. Whether the call is allowed is decided before the password is
   * hashed: a refused call must cost the server nothing, or anyone could stall it by sending many. The table is
   * locked for the insert, and the first-account rules checked again under the lock, so two people racing to set
   * up cannot both succeed.
   */
  async register(
    request: { username: string; password: string; role: StaffRole },
    actor: StaffUser | 'operator' | undefined,
    setupCode?: string,
  ): Promise<StaffUser> {
    if (!actor) {
      if (await this.hasAnyStaff()) throw forbidden(ONLY_STAFF);
      const secret = this.options.setupSecret;
      if (secret === undefined || !(await setupCodeMatches(this.db, secret, setupCode)))
        throw forbidden(WRONG_SETUP_CODE);
    } else if (actor !== 'operator' && actor.role !== 'admin') {
      throw forbidden(ONLY_ADMINS);
    }
    const role: StaffRole = actor ? request.role : 'admin';
    await assertNotCommon(request.password, 'password');
    const passwordHash = await this.hashPool.hash(request.password, this.bcryptCost);
    return this.db.transaction(async (tx) => {
      await lockStaffTable(tx);
      const isFirst = (await countStaff(tx)) === 0;
      if (!actor && !isFirst) throw forbidden(ONLY_STAFF);
      if (isFirst && role !== 'admin') throw badRequest(FIRST_IS_ADMIN);
      const mustChangePassword = actor !== undefined && actor !== 'operator';
      const created = await insertStaff(tx, {
        username: normalizeUsername(request.username),
        passwordHash,
        role,
        mustChangePassword,
      });
      if (!created) throw conflict('That username is already taken.');
      // Any first account ends the first-run setup: its code must not work again.
      await deleteSetupNonce(tx);
      const by = actor === 'operator' ? 'command line' : actor ? 'staff' : 'first-run setup';
      await recordAudit(tx, {
        staffUserId: actor && actor !== 'operator' ? actor.id : null,
        action: 'staff.create',
        entity: 'staff_user',
        entityId: created.id,
        details: { by, role },
      });
      return created;
    });
  }
}
