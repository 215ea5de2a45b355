import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Db } from '../db/db.js';

const PRUNE_CHANCE = 0.01;

/**
 * express-rate-limit counters in the database, so every server process behind the load balancer
 * counts the same attempts: an attacker spreading guesses over N processes gets no N-fold budget.
 * One atomic upsert per hit; an expired window restarts at 1.
 */
export class DbRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;

  constructor(
    private readonly db: Db,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    // Ended windows are cleared now and then, so guessing many usernames cannot grow the table for ever.
    if (Math.random() < PRUNE_CHANCE) await this.db.query('DELETE FROM rate_limit WHERE reset_at <= now()');
    const result = await this.db.query<{ hits: number; reset_at: Date | string }>(
      `INSERT INTO rate_limit (key, hits, reset_at) VALUES ($1, 1, now() + $2 * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN rate_limit.reset_at <= now() THEN 1 ELSE rate_limit.hits + 1 END,
         reset_at = CASE WHEN rate_limit.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limit.reset_at END
       RETURNING hits, reset_at`,
      [this.prefix + key, this.windowMs],
    );
    const row = result.rows[0];
    if (!row) throw new Error('rate limit upsert returned no row');
    return { totalHits: row.hits, resetTime: new Date(row.reset_at) };
  }

  async decrement(key: string): Promise<void> {
    // express-rate-limit calls this from a listener on the finished response that nothing awaits, so a rejection
    // would be unhandled. With the database away the count stays one higher: the limit errs on the safe side.
    await this.db
      .query('UPDATE rate_limit SET hits = GREATEST(hits - 1, 0) WHERE key = $1', [this.prefix + key])
      .catch(() => undefined);
  }

  async resetKey(key: string): Promise<void> {
    await this.db.query('DELETE FROM rate_limit WHERE key = $1', [this.prefix + key]);
  }
}
