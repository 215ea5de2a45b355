import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { embeddedDb, PGLITE_OPTIONS } from '../src/db/pgliteDb.js';
import { applySchema } from '../src/db/schema.js';
import { PGLITE_EMPTY_TEMPLATE, PGLITE_TEMPLATE } from './paths.js';

/**
 * One PGlite data folder per schema, made by the migrations and kept as a tar file: API tests load it into memory in
 * about 0.5 s, and browser tests' servers start on a copy of it instead of creating a cluster and migrating it (about
 * 3 s of each server's start on two cores). The cluster before the migrations is kept too: the schema and upgrade
 * tests start from it (a load takes about 1.2 s, a new cluster 3.5-5 s). Called from the test runs' global setups.
 */
export async function preparePgliteTemplate(): Promise<void> {
  if (fs.existsSync(PGLITE_TEMPLATE) && fs.existsSync(PGLITE_EMPTY_TEMPLATE)) return;
  const pglite = await PGlite.create(PGLITE_OPTIONS);
  await writeDump(pglite, PGLITE_EMPTY_TEMPLATE);
  await applySchema(embeddedDb(pglite));
  await writeDump(pglite, PGLITE_TEMPLATE);
  await pglite.close();
}

/** Written under another name and renamed: a concurrent run never reads half a file. */
async function writeDump(pglite: PGlite, file: string): Promise<void> {
  const dump = await pglite.dumpDataDir('none');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
}

const loaded = new Map<string, Blob>();

/** A kept cluster (PGLITE_TEMPLATE or PGLITE_EMPTY_TEMPLATE) for PGlite's loadDataDir, read once per test process. */
export function templateBlob(file: string): Blob {
  let blob = loaded.get(file);
  if (!blob) loaded.set(file, (blob = new Blob([fs.readFileSync(file)])));
  return blob;
}

/** Fills a new data folder with the template cluster, owner-only as the server keeps it. */
export function copyPgliteTemplateInto(dataDir: string): void {
  const pgdata = path.join(dataDir, 'pgdata');
  fs.mkdirSync(pgdata, { mode: 0o700 });
  // PGlite's dump names its members from the root; tar's note that it strips the leading / is kept out of the
  // test output (an error still throws with tar's message).
  execFileSync('tar', ['-xf', PGLITE_TEMPLATE, '-C', pgdata], { stdio: 'pipe' });
  execFileSync('chmod', ['-R', 'go-rwx', pgdata]);
}
