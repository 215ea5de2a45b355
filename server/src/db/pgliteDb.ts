import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, QueryResult, Queryable, SqlParam } from './db.js';
import { acquireDataDirLock } from './dataDirLock.js';
import { OwnerOnlyNodeFS } from './ownerOnlyNodeFs.js';
import { preparePrivateDataDir } from './privateDataDir.js';

/** The extensions database.sql uses, which PGlite must load before the schema is applied. */
export const PGLITE_OPTIONS: PGliteOptions = { extensions: { pg_trgm } };

function toQueryable(client: Pick<PGlite, 'query'>): Queryable {
  return {
    async query<Row>(text: string, params?: readonly SqlParam[]): Promise<QueryResult<Row>> {
      const result = await client.query<Row>(text, params as unknown[] | undefined);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
  };
}

function wrap(pglite: PGlite, onClose: () => Promise<void> = async () => undefined): Db {
  return {
    engine: 'pglite',
    ...toQueryable(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(toQueryable(tx))),
    async exec(script) {
      await pglite.transaction((tx) => tx.exec(script));
    },
    async close() {
      await pglite.close();
      await onClose();
    },
  };
}

/** Embedded PostgreSQL in a data folder, owned by this process alone, readable by its user alone. */
export async function openPgliteDb(dataDir: string): Promise<Db> {
  // Locked first: another server's live folder is never walked or changed, only refused.
  const release = await acquireDataDirLock(dataDir);
  try {
    preparePrivateDataDir(dataDir);
    const pglite = await PGlite.create({ ...PGLITE_OPTIONS, fs: new OwnerOnlyNodeFS(`${dataDir}/pgdata`) });
    return wrap(pglite, release);
  } catch (error) {
    await release();
    throw error;
  }
}

/** In-memory embedded PostgreSQL, optionally started from a dumped data folder (tests). */
export async function openMemoryPgliteDb(loadDataDir?: Blob | File): Promise<Db> {
  const pglite = await PGlite.create({ ...PGLITE_OPTIONS, ...(loadDataDir ? { loadDataDir } : {}) });
  return wrap(pglite);
}
