import session from 'express-session';
import type { Db } from '../db/db.js';
import { activeStaffOfSessionSql, type StaffUser } from './repo.js';

type Callback<T = void> = (error?: unknown, value?: T) => void;

const PRUNE_EVERY_MS = 15 * 60_000;
/** How far the stored idle deadline may lag the cookie's, at most: a minute, or a thirtieth of a short timeout. */
const TOUCH_STEP_MS = 60_000;

/** Sessions in the database, so any server process can serve any signed-in staff member. */
export class DbSessionStore extends session.Store {
  private readonly pruneTimer: NodeJS.Timeout;
  private readonly touchStepMs: number;
  /**
   * Each session's idle deadline as this process last read or wrote it. The stored deadline only moves forward, so a
   * touch that this says is within a step would match no row: it is skipped, and the answer does not wait for a
   * round trip that writes nothing (express-session ends the response after the touch).
   */
  private readonly knownExpiry = new Map<string, number>();
  /**
   * The active staff member each session's last read found, until passport's deserializer takes it for that request
   * (takeStaff). Every read replaces or removes it, so none is older than the session's latest read.
   */
  private readonly staffRead = new Map<string, StaffUser>();

  constructor(
    private readonly db: Db,
    private readonly fallbackTtlMs: number,
  ) {
    super();
    this.touchStepMs = Math.min(TOUCH_STEP_MS, fallbackTtlMs / 30);
    this.pruneTimer = setInterval(() => void this.prune().catch(() => undefined), PRUNE_EVERY_MS);
    this.pruneTimer.unref();
  }

  private expiry(sess: session.SessionData): Date {
    const expires = sess.cookie?.expires;
    return expires ? new Date(expires) : new Date(Date.now() + this.fallbackTtlMs);
  }

  override get(sid: string, callback: Callback<session.SessionData | null>): void {
    this.db
      .query<{ sess: session.SessionData; expire: Date; staff: StaffUser | null }>(
        `SELECT sess, expire, ${activeStaffOfSessionSql('sess')} AS staff FROM session WHERE sid = $1 AND expire > now()`,
        [sid],
      )
      .then((result) => {
        const row = result.rows[0];
        if (row) this.knownExpiry.set(sid, row.expire.getTime());
        else this.knownExpiry.delete(sid);
        if (row?.staff) this.staffRead.set(sid, row.staff);
        else this.staffRead.delete(sid);
        callback(undefined, row?.sess ?? null);
      }, callback);
  }

  /**
   * The staff member `id` as this session's latest read found them, active, once; undefined when that read found
   * someone else or no one, or another request of the session took it first (the caller then reads the account).
   */
  takeStaff(sid: string, id: number): StaffUser | undefined {
    const staff = this.staffRead.get(sid);
    this.staffRead.delete(sid);
    return staff?.id === id ? staff : undefined;
  }

  override set(sid: string, sess: session.SessionData, callback?: Callback): void {
    const expiry = this.expiry(sess);
    this.db
      .query(
        `INSERT INTO session (sid, sess, expire, last_active_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (sid) DO UPDATE SET sess = EXCLUDED.sess, expire = EXCLUDED.expire, last_active_at = now()`,
        [sid, JSON.stringify(sess), expiry],
      )
      .then(
        () => {
          this.knownExpiry.set(sid, expiry.getTime());
          callback?.();
        },
        (error) => callback?.(error),
      );
  }

  /**
   * Moves the idle deadline, once it has fallen a step behind: a staff member's every request would otherwise write
   * (and wait for the WAL flush of) a session row, and most of a page's requests come within a second of each other.
   * An UPDATE that matches no row writes nothing. The session may so end up to a step before the cookie says, and
   * its "last active" (written with the deadline) lags by up to a step.
   */
  override touch(sid: string, sess: session.SessionData, callback?: Callback): void {
    const expiry = this.expiry(sess);
    const behind = new Date(expiry.getTime() - this.touchStepMs);
    const known = this.knownExpiry.get(sid);
    if (known !== undefined && known >= behind.getTime()) {
      callback?.();
      return;
    }
    this.db
      .query('UPDATE session SET expire = $2, last_active_at = now() WHERE sid = $1 AND expire < $3', [
        sid,
        expiry,
        behind,
      ])
      .then(
        (result) => {
          if (result.rowCount) this.knownExpiry.set(sid, expiry.getTime());
          callback?.();
        },
        (error) => callback?.(error),
      );
  }

  override destroy(sid: string, callback?: Callback): void {
    this.knownExpiry.delete(sid);
    this.staffRead.delete(sid);
    this.db.query('DELETE FROM session WHERE sid = $1', [sid]).then(
      () => callback?.(),
      (error) => callback?.(error),
    );
  }

  async prune(): Promise<void> {
    const now = Date.now();
    for (const [sid, expiry] of this.knownExpiry) if (expiry <= now) this.knownExpiry.delete(sid);
    // A read no deserializer took (a request that failed before passport) is only a query saved: drop them all.
    this.staffRead.clear();
    await this.db.query('DELETE FROM session WHERE expire <= now()');
  }

  close(): void {
    clearInterval(this.pruneTimer);
  }
}
