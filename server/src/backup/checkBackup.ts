import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { extract } from 'tar-stream';

export class InvalidBackupError extends Error {}

const INVALID =
  'The backup is not a whole copy of the embedded database (a gzipped archive of its data folder); nothing was written.';

/**
 * Resolves when `bytes` is a whole backup of the embedded database: a gzip stream that inflates to its end (its
 * checksum and length agree) holding a tar archive that reads to its end and has the data folder's PG_VERSION.
 * A copy cut short on its way, or anything else answered in its place, is refused before a backup is reported done.
 */
export async function checkBackup(bytes: Uint8Array): Promise<void> {
  const archive = extract();
  let hasVersionFile = false;
  const reading = (async () => {
    for await (const entry of archive) {
      if (/(^|\/)PG_VERSION$/.test(entry.header.name)) hasVersionFile = true;
      entry.resume();
    }
  })();
  try {
    await Promise.all([pipeline(Readable.from([bytes]), zlib.createGunzip(), archive), reading]);
  } catch {
    throw new InvalidBackupError(INVALID);
  }
  if (!hasVersionFile) throw new InvalidBackupError(INVALID);
}
