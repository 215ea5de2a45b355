import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Db } from './db/db.js';
import type { AuthService } from './auth/service.js';
import type { MailOutbox } from './mail/outbox.js';

/** What every feature router is built from. */
export interface AppContext {
  config: Config;
  db: Db;
  logger: Logger;
  auth: AuthService;
  /** background sender of the email outbox (started by startServer) */
  mail: MailOutbox;
}
