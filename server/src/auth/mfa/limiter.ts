import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { MFA_MESSAGES } from '@tutoring/common';
import type { Config } from '../../config.js';
import type { Db } from '../../db/db.js';
import { addressKey } from '../../http/clientAddress.js';
import { DbRateLimitStore } from '../../http/dbRateLimitStore.js';

/**
 * Wrong second-step codes (at sign-in, or confirming an authenticator) per account, as failed sign-ins are counted:
 * LOGIN_MAX_FAILURES in LOGIN_WINDOW_MINUTES, in the database every process shares. Six digits are a million codes;
 * ten tries a quarter of an hour leave a guesser nowhere.
 */
export function createMfaCodeLimiter(config: Config, db: Db): RequestHandler {
  return rateLimit({
    windowMs: config.LOGIN_WINDOW_MINUTES * 60_000,
    limit: config.LOGIN_MAX_FAILURES,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: { error: { message: MFA_MESSAGES.tooMany } },
    keyGenerator: (req) => {
      const account = req.user?.id ?? req.session.mfaPending?.staffUserId;
      return account === undefined ? addressKey(req) : `account|${account}`;
    },
    store: new DbRateLimitStore(db, 'mfa-code:'),
  });
}
