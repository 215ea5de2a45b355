import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Db } from './db/db.js';
import type { AuthService } from './auth/service.js';

/** What every feature router is built from. */
export interface AppContext {
  config: Config;
  db: Db;
  logger: Logger;
  auth: AuthService;
}
