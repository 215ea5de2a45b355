import type { Request, RequestHandler } from 'express';
import type { Config } from '../config.js';
import type { Db } from '../db/db.js';
import { AppError } from '../http/errors.js';
import type { SignInKeys } from './signInKeys.js';

const TOO_MANY = 'Too many failed sign-in attempts. Please wait a few minutes and try again.';
const PRUNE_CHANCE = 0.01;

export interface UsernameThrottle {
  /** before the password check: 429 when this username's next attempt must still wait */
  claim: RequestHandler;
  /** after a successful sign-in: the username starts afresh */
  reset(req: Request): Promise<void>;
}

/**
 * Failed sign-ins per username from every address together, in the database shared by all processes: the
 * per-address limits do nothing against guesses spread over many addresses. The first LOGIN_USERNAME_FREE_FAILURES
 * attempts go through; each further one must come LOGIN_USERNAME_DELAY_SECONDS after the one before, doubling each
 * time, never more than the window, so the owner of the account is never kept out longer than the window while an
 * attacker gets a handful of guesses an hour. The count ends when a window passes without an attempt.
 *
 * Every attempt the check lets through is counted before the password is checked (a success deletes the row):
 * one atomic upsert claims the attempt, so fifty parallel guesses cannot all pass one check. Refused attempts
 * are not counted, so an attacker hammering the endpoint does not lengthen the owner's wait.
 *
 * An attempt from a browser that has signed in to this account before (its device cookie, deviceCookie.ts) counts
 * in that browser's own row, never in the username's: strangers' guesses cannot keep the owner out of it, and its own
 * failures still slow it down.
 */
export function createUsernameThrottle(
  config: Config,
  db: Db,
  keysOf: (req: Request) => SignInKeys,
  onRefused: (req: Request) => Promise<void>,
): UsernameThrottle {
  const keyOf = (req: Request) => {
    const keys = keysOf(req);
    return keys.device ?? keys.username;
  };
  const windowMs = config.LOGIN_WINDOW_MINUTES * 60_000;
  const free = config.LOGIN_USERNAME_FREE_FAILURES;
  const delayMs = config.LOGIN_USERNAME_DELAY_SECONDS * 1000;
  return {
    async claim(req, _res, next) {
      try {
        if (Math.random() < PRUNE_CHANCE) {
          await db.query("DELETE FROM login_throttle WHERE last_at <= now() - $1::float8 * interval '1 millisecond'", [
            windowMs,
          ]);
        }
        // The exponent is capped so power() stays finite; the delay is capped at the window anyway.
        const claimed = await db.query(
          `INSERT INTO login_throttle AS t (username_key, failures, last_at) VALUES ($1, 1, now())
           ON CONFLICT (username_key) DO UPDATE SET
             failures = CASE WHEN t.last_at <= now() - $2::float8 * interval '1 millisecond' THEN 1 ELSE t.failures + 1 END,
             last_at = now()
           WHERE t.failures < $3::int
              OR t.last_at <= now() - least($2::float8, $4::float8 * power(2, least(t.failures - $3::int, 40))) * interval '1 millisecond'
           RETURNING failures`,
          [keyOf(req), windowMs, free, delayMs],
        );
        if (claimed.rows.length === 0) {
          await onRefused(req);
          next(new AppError(429, TOO_MANY));
          return;
        }
        next();
      } catch (error) {
        next(error);
      }
    },
    async reset(req) {
      await db.query('DELETE FROM login_throttle WHERE username_key = $1', [keyOf(req)]);
    },
  };
}
