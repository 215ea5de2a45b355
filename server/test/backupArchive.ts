import zlib from 'node:zlib';
import { pack } from 'tar-stream';

/** A gzipped tar shaped like a backup of the embedded database (a data folder with its PG_VERSION), for tests. */
export async function backupArchive(): Promise<Uint8Array> {
  const archive = pack();
  archive.entry({ name: 'pgdata/PG_VERSION' }, '18\n');
  archive.entry({ name: 'pgdata/base/1/1259' }, Buffer.alloc(8192, 7));
  archive.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of archive) chunks.push(chunk as Buffer);
  return new Uint8Array(zlib.gzipSync(Buffer.concat(chunks)));
}
