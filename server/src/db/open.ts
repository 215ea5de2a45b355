import type { Logger } from 'pino';
import type { ToolConfig } from '../config.js';
import type { Db } from './db.js';
import { createPgDb } from './pgDb.js';
import { applySchema } from './schema.js';

/** PostgreSQL when DATABASE_URL is set, otherwise embedded PostgreSQL in DATA_DIR; migrations applied. */
export async function openDatabase(config: ToolConfig, logger: Logger): Promise<Db> {
  // PGlite is imported only when used: loading it costs about 45 MB of memory that a server on PostgreSQL never needs.
  const db = config.DATABASE_URL
    ? createPgDb(config.DATABASE_URL, logger, config.DATABASE_POOL_SIZE, config.DATABASE_QUERY_TIMEOUT_MS)
    : await (await import('./pgliteDb.js')).openPgliteDb(config.DATA_DIR);
  try {
    await applySchema(db, logger);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}
