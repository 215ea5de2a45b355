import bcrypt from 'bcryptjs';
import { normalizeUsername } from '@tutoring/common';
import type { Db } from '../db/db.js';
import { conflict, forbidden } from '../http/errors.js';
import { countStaff, deleteSetupNonce, findStaffByUsername, insertStaff, lockStaffTable, type StaffUser } from './repo.js';
import { recordAudit } from '../audit/repo.js';
import { setupCodeMatches } from './setupCode.js';
import { HashPool } from './hashPool.js';

/**
 * A well-formed bcrypt hash of no password, compared against when the username is unknown, so a wrong username
 * costs the same time as a wrong password: compare() spends the full cost on it and never matches. Hashing a real
 * decoy instead blocked the server's start for 0.6 s at cost 12 (docs/benchmarks.md).
 */
export function decoyHash(cost: number): string {
  return bcrypt.genSaltSync(cost) + '.'.repeat(31);
}

const ONLY_STAFF = 'Only signed-in staff can register new staff accounts.';
const WRONG_SETUP_CODE = 'The setup code is missing or wrong. It is printed in the server log at start, on a line that begins "Setup code:".';

export interface AuthOptions {
  bcryptCost: number;
  /** the session secret, from which the first-run setup code is derived; the command line has none and needs none */
  setupSecret?: string;
}

export class AuthService {
  /** every password hash and compare of this service runs here, off the event loop */
  readonly hashPool = new HashPool();
  private readonly decoyHash: string;
  private readonly bcryptCost: number;

  constructor(
    private readonly db: Db,
    private readonly options: AuthOptions,
  ) {
    this.bcryptCost = options.bcryptCost;
    this.decoyHash = decoyHash(options.bcryptCost);
  }

  /** ends the hashing workers (server stop, test teardown, the command line's exit) */
  close(): Promise<void> {
    return this.hashPool.close();
  }

  async verify(username: string, password: string): Promise<StaffUser | undefined> {
    const staff = await findStaffByUsername(this.db, normalizeUsername(username));
    // The decoy goes through the same pool, so an unknown username costs the same time as a wrong password.
    const matches = await this.hashPool.compare(password, staff?.password_hash ?? this.decoyHash);
    return staff && matches ? { id: staff.id, username: staff.username } : undefined;
  }

  async hasAnyStaff(): Promise<boolean> {
    return (await countStaff(this.db)) > 0;
  }

  /**
   * Creates a staff account, by a signed-in staff member, by the operator on the command line, or
   * (no actor) as the first-run setup, which only works while no account exists and with the setup code
   * printed in the server log (so the first visitor of a fresh install cannot take it over). Whether the call is
   * allowed is decided before the password is hashed: a refused call must cost the server nothing, or
   * anyone could stall it by sending many. The table is locked for the insert, and the first-run rule
   * checked again under the lock, so two people racing to set up cannot both succeed.
   */
  async register(username: string, password: string, actor: StaffUser | 'operator' | undefined, setupCode?: string): Promise<StaffUser> {
    if (!actor) {
      if (await this.hasAnyStaff()) throw forbidden(ONLY_STAFF);
      const secret = this.options.setupSecret;
      if (secret === undefined || !(await setupCodeMatches(this.db, secret, setupCode))) throw forbidden(WRONG_SETUP_CODE);
    }
    const passwordHash = await this.hashPool.hash(password, this.bcryptCost);
    return this.db.transaction(async (tx) => {
      await lockStaffTable(tx);
      if (!actor && (await countStaff(tx)) > 0) {
        throw forbidden(ONLY_STAFF);
      }
      const created = await insertStaff(tx, normalizeUsername(username), passwordHash);
      if (!created) throw conflict('That username is already taken.');
      // Any first account ends the first-run setup: its code must not work again.
      await deleteSetupNonce(tx);
      const by = actor === 'operator' ? 'command line' : actor ? 'staff' : 'first-run setup';
      await recordAudit(tx, {
        staffUserId: actor && actor !== 'operator' ? actor.id : null,
        action: 'staff.create',
        entity: 'staff_user',
        entityId: created.id,
        details: { by },
      });
      return created;
    });
  }
}
