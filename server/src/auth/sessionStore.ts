import session from 'express-session';
import type { Db } from '../db/db.js';

type Callback<T = void> = (error?: unknown, value?: T) => void;

const PRUNE_EVERY_MS = 15 * 60_000;
/** How far the stored idle deadline may lag the cookie's, at most: a minute, or a thirtieth of a short timeout. */
const TOUCH_STEP_MS = 60_000;

/** Sessions in the database, so any server process can serve any signed-in staff member. */
export class DbSessionStore extends session.Store {
  private readonly pruneTimer: NodeJS.Timeout;
  private readonly touchStepMs: number;

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
      .query<{ sess: session.SessionData }>('SELECT sess FROM session WHERE sid = $1 AND expire > now()', [sid])
      .then((result) => callback(undefined, result.rows[0]?.sess ?? null), callback);
  }

  override set(sid: string, sess: session.SessionData, callback?: Callback): void {
    this.db
      .query(
        `INSERT INTO session (sid, sess, expire, last_active_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (sid) DO UPDATE SET sess = EXCLUDED.sess, expire = EXCLUDED.expire, last_active_at = now()`,
        [sid, JSON.stringify(sess), this.expiry(sess)],
      )
      .then(
        () => callback?.(),
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
    this.db
      .query('UPDATE session SET expire = $2, last_active_at = now() WHERE sid = $1 AND expire < $3', [
        sid,
        expiry,
        behind,
      ])
      .then(
        () => callback?.(),
        (error) => callback?.(error),
      );
  }

  override destroy(sid: string, callback?: Callback): void {
    this.db.query('DELETE FROM session WHERE sid = $1', [sid]).then(
      () => callback?.(),
      (error) => callback?.(error),
    );
  }

  async prune(): Promise<void> {
    await this.db.query('DELETE FROM session WHERE expire <= now()');
  }

  close(): void {
    clearInterval(this.pruneTimer);
  }
}
