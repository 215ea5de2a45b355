import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { SCHEMA_LOCK_ID, type Db, type QueryResult, type Queryable, type SqlParam } from './db.js';
import { serveBackups } from './backupChannel.js';
import { acquireDataDirLock } from './dataDirLock.js';
import { OwnerOnlyNodeFS } from './ownerOnlyNodeFs.js';
import { preparePrivateDataDir } from './privateDataDir.js';

/** The extensions the schema uses, which PGlite must load before the migrations run. */
export const PGLITE_OPTIONS: PGliteOptions = { extensions: { pg_trgm } };

function toQueryable(client: Pick<PGlite, 'query'>): Queryable {
  return {
    async query<Row>(text: string, params?: readonly SqlParam[]): Promise<QueryResult<Row>> {
      const result = await client.query<Row>(text, params as unknown[] | undefined);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
  };
}

/**
 * A copy of the data folder with every committed transaction in it and no half-done one: inside a transaction PGlite
 * (one session) runs no other statement, and CHECKPOINT first writes every committed change into the data files,
 * so the copy opens without recovery.
 */
function consistentCopy(pglite: PGlite): Promise<Uint8Array> {
  return pglite.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    const tarball = await pglite.dumpDataDir('gzip');
    return new Uint8Array(await tarball.arrayBuffer());
  });
}

/** The embedded database always has its backup. */
export type EmbeddedDb = Db & { backup(): Promise<Uint8Array> };

/** The Db of a PGlite instance; close() closes it, then runs onClose. */
export function embeddedDb(pglite: PGlite, onClose: () => Promise<void> = () => Promise.resolve()): EmbeddedDb {
  return {
    engine: 'pglite',
    backup: () => consistentCopy(pglite),
    ...toQueryable(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(toQueryable(tx))),
    async exec(script) {
      await pglite.transaction((tx) => tx.exec(script));
    },
    // One process owns the data folder (dataDirLock.ts); the lock is PostgreSQL's, taken as on a server.
    schemaTransaction: (fn) =>
      pglite.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_ID]);
        return fn({ ...toQueryable(tx), exec: async (script) => void (await tx.exec(script)) });
      }),
    async close() {
      await pglite.close();
      await onClose();
    },
  };
}

/** Embedded PostgreSQL in a data folder, owned by this process alone, readable by its user alone. */
export async function openPgliteDb(dataDir: string): Promise<EmbeddedDb> {
  // Locked first: another server's live folder is never walked or changed, only refused.
  const release = await acquireDataDirLock(dataDir);
  try {
    preparePrivateDataDir(dataDir);
    const pglite = await PGlite.create({ ...PGLITE_OPTIONS, fs: new OwnerOnlyNodeFS(`${dataDir}/pgdata`) });
    // `npm run backup` asks the owner of the folder for its copy over a local channel (backupChannel.ts).
    const stopServingBackups = await serveBackups(dataDir, () => consistentCopy(pglite)).catch(
      async (error: unknown) => {
        await pglite.close();
        throw error;
      },
    );
    return embeddedDb(pglite, async () => {
      await stopServingBackups();
      await release();
    });
  } catch (error) {
    await release();
    throw error;
  }
}

/** In-memory embedded PostgreSQL, optionally started from a dumped data folder (tests). */
export async function openMemoryPgliteDb(loadDataDir?: Blob | File): Promise<Db> {
  const pglite = await PGlite.create({ ...PGLITE_OPTIONS, ...(loadDataDir ? { loadDataDir } : {}) });
  return embeddedDb(pglite);
}
