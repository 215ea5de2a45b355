import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Config } from '../config.js';
import type { Db } from '../db/db.js';
import { addressKey } from '../http/clientAddress.js';
import { DbRateLimitStore } from '../http/dbRateLimitStore.js';
import type { SignInKeys } from './signInKeys.js';

const TOO_MANY = { error: { message: 'Too many failed sign-in attempts. Please wait a few minutes and try again.' } };

/**
 * Counts failed sign-ins per username+IP (per username+browser when the attempt carries that browser's device
 * cookie, deviceCookie.ts) and, more loosely, per IP, in the database shared by every process; answers 429 before
 * any password is hashed (after onLimited, the audit row). A successful sign-in clears the username+IP (or browser)
 * count.
 */
export function createLoginLimiter(
  config: Config,
  db: Db,
  keysOf: (req: Request) => SignInKeys,
  onLimited: (req: Request) => Promise<void>,
): { limit: RequestHandler[]; reset: (req: Request) => Promise<void> } {
  const windowMs = config.LOGIN_WINDOW_MINUTES * 60_000;
  const keyOf = (req: Request) => {
    const keys = keysOf(req);
    return keys.device === undefined ? `${addressKey(req)}|${keys.username}` : `device|${keys.device}`;
  };
  const handler: RequestHandler = (req, res, next) => {
    onLimited(req).then(() => res.status(429).json(TOO_MANY), next);
  };
  const common = {
    windowMs,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler,
  } as const;
  const userStore = new DbRateLimitStore(db, 'login-user:');
  // A success deletes this key (reset, awaited before the answer), so this limiter needs no "skip successful
  // requests" decrement: that one runs after the response and, landing late, would erase the next failure's count.
  const perUser = rateLimit({
    ...common,
    skipSuccessfulRequests: false,
    limit: config.LOGIN_MAX_FAILURES,
    keyGenerator: keyOf,
    store: userStore,
  });
  const perIp = rateLimit({
    ...common,
    limit: config.LOGIN_MAX_FAILURES * 5,
    keyGenerator: addressKey,
    store: new DbRateLimitStore(db, 'login-ip:'),
  });
  return {
    limit: [perIp, perUser],
    reset: (req) => userStore.resetKey(keyOf(req)),
  };
}

const TOO_MANY_REGISTRATIONS = {
  error: { message: 'Too many registration attempts. Please wait a few minutes and try again.' },
};

/**
 * Counts refused staff registrations (wrong setup code, no session once staff exist, bad input) per IP in the
 * database, like sign-in: guessing the first-run setup code, or flooding the endpoint, meets a 429 early.
 * Signed-in staff adding colleagues are not counted.
 */
export function createRegisterLimiter(config: Config, db: Db): RequestHandler {
  return rateLimit({
    windowMs: config.LOGIN_WINDOW_MINUTES * 60_000,
    limit: config.LOGIN_MAX_FAILURES,
    skipSuccessfulRequests: true,
    skip: (req) => Boolean(req.user),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: TOO_MANY_REGISTRATIONS,
    keyGenerator: addressKey,
    store: new DbRateLimitStore(db, 'register-ip:'),
  });
}

const TOO_MANY_PASSWORD_CHANGES = {
  error: { message: 'Too many wrong current passwords. Please wait a few minutes and try again.' },
};

/** Refused password changes (a wrong current password, a refused new one) per account, like failed sign-ins. */
export function createPasswordChangeLimiter(config: Config, db: Db): RequestHandler {
  return rateLimit({
    windowMs: config.LOGIN_WINDOW_MINUTES * 60_000,
    limit: config.LOGIN_MAX_FAILURES,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: TOO_MANY_PASSWORD_CHANGES,
    keyGenerator: (req) => (req.user ? String(req.user.id) : addressKey(req)),
    store: new DbRateLimitStore(db, 'password-change:'),
  });
}
