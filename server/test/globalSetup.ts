import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { embeddedDb, PGLITE_OPTIONS } from '../src/db/pgliteDb.js';
import { applySchema } from '../src/db/schema.js';
import { PGLITE_TEMPLATE } from './paths.js';
import { createPgSchemaTemplate, dropPgCopies, dropPgDatabase } from './testDb.js';

/** One PGlite data folder per run, made by the migrations; each test file starts from a copy in ~0.5 s. */
async function preparePgliteTemplate(): Promise<void> {
  if (fs.existsSync(PGLITE_TEMPLATE)) return;
  const pglite = await PGlite.create(PGLITE_OPTIONS);
  await applySchema(embeddedDb(pglite));
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  fs.mkdirSync(path.dirname(PGLITE_TEMPLATE), { recursive: true });
  const partial = `${PGLITE_TEMPLATE}.${process.pid}.partial`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, PGLITE_TEMPLATE);
}

/**
 * PostgreSQL: the migrations run once, in a template database of this run, and every test database is a copy of
 * it (CREATE DATABASE ... TEMPLATE), which takes a third of the time of creating one and applying the schema. Test
 * processes keep their copies for reuse (testDbPool.ts); the run's end drops them with the template.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (project.config.env?.TEST_ENGINE !== 'pg') {
    await preparePgliteTemplate();
    return undefined;
  }
  const template = await createPgSchemaTemplate();
  project.provide('pgSchemaTemplate', template);
  return async () => {
    await dropPgCopies(template);
    await dropPgDatabase(template);
  };
}
