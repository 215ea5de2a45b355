import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_OPTIONS } from '../src/db/pgliteDb.js';
import { readSchema } from '../src/db/schema.js';
import { PGLITE_TEMPLATE } from './paths.js';

/** One schema-applied PGlite data folder per run; each test file starts from a copy in ~0.5 s. */
export default async function setup(): Promise<void> {
  if (fs.existsSync(PGLITE_TEMPLATE)) return;
  const pglite = await PGlite.create(PGLITE_OPTIONS);
  await pglite.exec(readSchema());
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  fs.mkdirSync(path.dirname(PGLITE_TEMPLATE), { recursive: true });
  const partial = `${PGLITE_TEMPLATE}.${process.pid}.partial`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, PGLITE_TEMPLATE);
}
