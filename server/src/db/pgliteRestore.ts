import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock } from './dataDirLock.js';
import { OwnerOnlyNodeFS } from './ownerOnlyNodeFs.js';
import { PGLITE_OPTIONS } from './pgliteDb.js';
import { preparePrivateDataDir } from './privateDataDir.js';

class RestoreRefusedError extends Error {}

const GZIP_MAGIC = [0x1f, 0x8b];

/**
 * Restores a backup (`npm run backup`, or a daily one from BACKUP_DIR) into a data folder that is empty or does not
 * exist yet: never over a database, so a mistyped DATA_DIR cannot replace live data. The restored database is opened
 * once and read before this resolves.
 */
export async function restorePgliteBackup(dataDir: string, backup: Uint8Array): Promise<void> {
  if (backup[0] !== GZIP_MAGIC[0] || backup[1] !== GZIP_MAGIC[1]) {
    throw new RestoreRefusedError('That file is not a backup of the embedded database (a gzipped data folder).');
  }
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    throw new RestoreRefusedError(
      `The data folder ${dataDir} is not empty: restore into an empty or new folder (set DATA_DIR), then start the server on it.`,
    );
  }
  const release = await acquireDataDirLock(dataDir);
  try {
    preparePrivateDataDir(dataDir);
    const pglite = await PGlite.create({
      ...PGLITE_OPTIONS,
      fs: new OwnerOnlyNodeFS(`${dataDir}/pgdata`),
      loadDataDir: new Blob([new Uint8Array(backup)]),
    });
    try {
      await pglite.query('SELECT count(*) FROM tutees');
    } finally {
      await pglite.close();
    }
  } catch (error) {
    // The folder was empty: leave it so, ready for another attempt.
    fs.rmSync(path.join(dataDir, 'pgdata'), { recursive: true, force: true });
    throw error;
  } finally {
    await release();
  }
}
