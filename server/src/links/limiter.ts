import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Config } from '../config.js';
import type { Db } from '../db/db.js';
import { addressKey } from '../http/clientAddress.js';
import { DbRateLimitStore } from '../http/dbRateLimitStore.js';

const TOO_MANY = { error: { message: 'Too many requests from your network. Please try again in an hour.' } };

/**
 * Caps requests to the public link endpoints per address per hour (LINK_REQUESTS_PER_HOUR), answering 429 beyond it,
 * so tokens cannot be guessed at speed. One counter for every link endpoint, kept in the database for all processes.
 */
export function createLinkLimiter(config: Config, db: Db): RequestHandler {
  return rateLimit({
    windowMs: 60 * 60_000,
    limit: config.LINK_REQUESTS_PER_HOUR,
    keyGenerator: addressKey,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: TOO_MANY,
    store: new DbRateLimitStore(db, 'link:'),
  });
}
