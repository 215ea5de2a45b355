// npm run backup -- FILE
// Writes a consistent backup of the embedded database in DATA_DIR to FILE (owner-only, 0600). While a server runs on
// the folder, that server takes the copy (between transactions) and hands it over a local channel; otherwise this
// command opens the folder itself. PostgreSQL (DATABASE_URL) is backed up with pg_dump instead.
import fs from 'node:fs';
import path from 'node:path';
import { writeOwnerOnlyFile } from '../backup/ownerOnlyFile.js';
import { loadToolConfig } from '../config.js';
import { requestBackup } from '../db/backupChannel.js';
import { DataDirInUseError } from '../db/dataDirLock.js';
import { openPgliteDb } from '../db/pgliteDb.js';

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

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run backup -- FILE');
  const config = loadToolConfig();
  if (config.DATABASE_URL)
    throw new Error('DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/operations.md).');
  const target = path.resolve(file);
  const { bytes, from } = await copyOf(config.DATA_DIR);
  writeOwnerOnlyFile(target, bytes);
  process.stdout.write(
    `Backup of ${config.DATA_DIR} from ${from} written to ${target} (${(bytes.length / 1e6).toFixed(1)} MB).\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
