// npm run restore -- FILE
// Restores a backup (npm run backup, or a daily one from BACKUP_DIR) into DATA_DIR, which must be empty or not exist:
// it never replaces a database. Start the server on the folder afterwards.
import fs from 'node:fs';
import { loadToolConfig } from '../config.js';
import { loadEnvFile } from '../envFile.js';
import { restorePgliteBackup } from '../db/pgliteRestore.js';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run restore -- FILE   (into DATA_DIR, which must be empty)');
  loadEnvFile();
  const config = loadToolConfig();
  if (config.DATABASE_URL)
    throw new Error('DATABASE_URL is set: restore PostgreSQL with pg_restore or psql (docs/operations.md).');
  await restorePgliteBackup(config.DATA_DIR, new Uint8Array(fs.readFileSync(file)));
  process.stdout.write(
    `Restored ${file} into ${config.DATA_DIR}. Start the server with DATA_DIR=${config.DATA_DIR}.\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
