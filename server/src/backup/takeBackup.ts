import fs from 'node:fs';
import path from 'node:path';
import { requestBackup } from '../db/backupChannel.js';
import { DataDirInUseError } from '../db/dataDirLock.js';
import { openPgliteDb } from '../db/pgliteDb.js';
import { checkBackup } from './checkBackup.js';

/**
 * A consistent backup of the embedded database in `dataDir`, checked whole: from the server that holds the folder
 * (over its backup channel), or, when none does, by opening the folder here.
 */
export async function backupOfDataDir(dataDir: string): Promise<{ bytes: Uint8Array; from: string }> {
  const copy = await copyOf(dataDir);
  await checkBackup(copy.bytes);
  return copy;
}

async function copyOf(dataDir: string): Promise<{ bytes: Uint8Array; from: string }> {
  // Twice at most: a server that starts between the two attempts below serves the second request.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const served = await requestBackup(dataDir);
    if (served !== 'no-owner') return { bytes: served, from: 'the running server' };
    if (!fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION')))
      throw new Error(`There is no embedded database in ${dataDir} (DATA_DIR).`);
    try {
      const db = await openPgliteDb(dataDir);
      try {
        return { bytes: await db.backup(), from: 'the data folder (no server was running)' };
      } finally {
        await db.close();
      }
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error;
    }
  }
  throw new Error(`Could not reach the server that holds ${dataDir}; try again.`);
}
