import type { Db } from '../src/db/db.js';
import { createPgDb } from '../src/db/pgDb.js';
import { openMemoryPgliteDb } from '../src/db/pgliteDb.js';
import { createLogger } from '../src/logger.js';
import { PGLITE_EMPTY_TEMPLATE } from './paths.js';
import { templateBlob } from './pgliteTemplate.js';
import { createPgDatabase, databaseUrl, dropPgDatabase, TEST_ENGINE } from './testDb.js';

export interface EmptyDb {
  db: Db;
  /** closes the database and, on PostgreSQL, drops it */
  drop(): Promise<void>;
}

/** A database with nothing in it (no schema), on the engine this test project runs: for schema and upgrade tests. */
export async function createEmptyDb(poolSize = 3): Promise<EmptyDb> {
  if (TEST_ENGINE === 'pglite') {
    const db = await openMemoryPgliteDb(templateBlob(PGLITE_EMPTY_TEMPLATE));
    return { db, drop: () => db.close() };
  }
  const name = await createPgDatabase();
  const db = createPgDb(databaseUrl(name), createLogger('silent'), poolSize);
  return {
    db,
    async drop() {
      await db.close();
      await dropPgDatabase(name);
    },
  };
}
