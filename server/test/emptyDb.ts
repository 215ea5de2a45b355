import fs from 'node:fs';
import type { Db } from '../src/db/db.js';
import { createPgDb } from '../src/db/pgDb.js';
import { openMemoryPgliteDb } from '../src/db/pgliteDb.js';
import { createLogger } from '../src/logger.js';
import { PGLITE_EMPTY_TEMPLATE } from './paths.js';
import { createPgDatabase, databaseUrl, dropPgDatabase, TEST_ENGINE } from './testDb.js';

export interface EmptyDb {
  db: Db;
  /** closes the database and, on PostgreSQL, drops it */
  drop(): Promise<void>;
}

/** The empty cluster that globalSetup.ts kept, read once per test process. */
let emptyCluster: Blob | undefined;

/** A database with nothing in it (no schema), on the engine this test project runs: for schema and upgrade tests. */
export async function createEmptyDb(poolSize = 3): Promise<EmptyDb> {
  if (TEST_ENGINE === 'pglite') {
    const db = await openMemoryPgliteDb((emptyCluster ??= new Blob([fs.readFileSync(PGLITE_EMPTY_TEMPLATE)])));
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
