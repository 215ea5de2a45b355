// npm run backup -- FILE
// Writes a consistent backup of the embedded database in DATA_DIR to FILE (owner-only, 0600). While a server runs on
// the folder, that server takes the copy (between transactions) and hands it over a local channel; otherwise this
// command opens the folder itself. The copy is checked whole before it is written and reported. PostgreSQL
// (DATABASE_URL) is backed up with pg_dump instead.
import path from 'node:path';
import { writeOwnerOnlyFile } from '../backup/ownerOnlyFile.js';
import { backupOfDataDir } from '../backup/takeBackup.js';
import { loadToolConfig } from '../config.js';
import { loadEnvFile } from '../envFile.js';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run backup -- FILE');
  loadEnvFile();
  const config = loadToolConfig();
  if (config.DATABASE_URL)
    throw new Error('DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/operations.md).');
  const target = path.resolve(file);
  const { bytes, from } = await backupOfDataDir(config.DATA_DIR);
  writeOwnerOnlyFile(target, bytes);
  process.stdout.write(
    `Backup of ${config.DATA_DIR} from ${from} written to ${target} (${(bytes.length / 1e6).toFixed(1)} MB).\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
