import { PGlite } from '@electric-sql/pglite';
import type { Db, QueryResult, Queryable, SqlParam } from './db.js';
import { acquireDataDirLock } from './dataDirLock.js';

function toQueryable(client: Pick<PGlite, 'query'>): Queryable {
  return {
    async query<Row>(text: string, params?: readonly SqlParam[]): Promise<QueryResult<Row>> {
      const result = await client.query<Row>(text, params as unknown[] | undefined);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
  };
}

function wrap(pglite: PGlite, onClose: () => void = () => undefined): Db {
  return {
    engine: 'pglite',
    ...toQueryable(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(toQueryable(tx))),
    async exec(script) {
      await pglite.transaction((tx) => tx.exec(script));
    },
    async close() {
      await pglite.close();
      onClose();
    },
  };
}

/** Embedded PostgreSQL in a data folder, owned by this process alone. */
export async function openPgliteDb(dataDir: string): Promise<Db> {
  const release = acquireDataDirLock(dataDir);
  try {
    const pglite = await PGlite.create(`${dataDir}/pgdata`);
    return wrap(pglite, release);
  } catch (error) {
    release();
    throw error;
  }
}

/** In-memory embedded PostgreSQL, optionally started from a dumped data folder (tests). */
export async function openMemoryPgliteDb(loadDataDir?: Blob | File): Promise<Db> {
  const pglite = await PGlite.create(loadDataDir ? { loadDataDir } : {});
  return wrap(pglite);
}
