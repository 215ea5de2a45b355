import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes a backup readable by its owner alone (0600: it holds every family's data), whole or not at all: written
 * beside the target under a temporary name, flushed, then renamed. An existing file is never replaced.
 */
export function writeOwnerOnlyFile(file: string, bytes: Uint8Array): void {
  if (fs.existsSync(file)) throw new Error(`${file} exists already; choose a new file name for the backup.`);
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.partial`);
  const fd = fs.openSync(partial, 'wx', 0o600);
  try {
    fs.writeSync(fd, bytes);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.chmodSync(partial, 0o600);
  fs.renameSync(partial, file);
}
