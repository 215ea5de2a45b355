import fs from 'node:fs';
import path from 'node:path';
import { CHANNEL_FILES } from './dataDirLock.js';

// What the server itself keeps in DATA_DIR; a folder holding anything else is not only ours to chmod.
const SERVER_ENTRIES = new Set(['pgdata', 'mail', 'session-secret', 'backup-token', ...Object.values(CHANNEL_FILES)]);

function tightenTree(dir: string): void {
  fs.chmodSync(dir, 0o700);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) tightenTree(child);
    else if (entry.isFile()) fs.chmodSync(child, fs.statSync(child).mode & 0o700);
  }
}

/**
 * Makes the embedded data folder owner-only before the database opens: it holds password hashes,
 * session ids and, in mail files, children's names. From here on the process creates files and
 * folders owner-only (umask 077). A folder left open by an earlier version is tightened with
 * everything in it, since an upgrade should just work; but when the folder holds anything the
 * server did not put there (DATA_DIR pointed at a home or shared folder by mistake) it is not
 * ours to chmod, and the start is refused with the command that fixes it.
 * Windows has no mode bits: there the folder is only created.
 */
export function preparePrivateDataDir(dataDir: string): void {
  if (process.platform === 'win32') {
    fs.mkdirSync(dataDir, { recursive: true });
    return;
  }
  process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const mode = fs.statSync(dataDir).mode & 0o777;
  if ((mode & 0o077) === 0) return;
  const foreign = fs.readdirSync(dataDir).filter((name) => !SERVER_ENTRIES.has(name));
  if (foreign.length === 0) {
    try {
      tightenTree(dataDir);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
    }
  }
  throw new Error(
    `The data folder ${dataDir} is open to other users (mode ${mode.toString(8)}), and it holds the database and its mail. ` +
      `Make it private with: chmod 700 ${dataDir} (or set DATA_DIR to a folder of its own).`,
  );
}
