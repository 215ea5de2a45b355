import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Config } from '../config.js';
import type { Db } from '../db/db.js';
import { addressKey } from './clientAddress.js';
import { DbRateLimitStore } from './dbRateLimitStore.js';

const TOO_MANY = {
  error: { message: 'Too many applications were sent from your network in the last hour. Please try again later.' },
};

/** Caps public submissions per IP address per hour (SUBMISSIONS_PER_HOUR), answering 429 beyond it. */
export function createSubmissionLimiter(config: Config, db: Db, counter = 'submit'): RequestHandler {
  return rateLimit({
    windowMs: 60 * 60_000,
    limit: config.SUBMISSIONS_PER_HOUR,
    keyGenerator: addressKey,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: TOO_MANY,
    // Counted in the database, so the limit holds across every server process.
    store: new DbRateLimitStore(db, `${counter}:`),
  });
}
