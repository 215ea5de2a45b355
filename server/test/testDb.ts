import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { Db } from '../src/db/db.js';
import { createPgDb } from '../src/db/pgDb.js';
import { openMemoryPgliteDb } from '../src/db/pgliteDb.js';
import { applySchema } from '../src/db/schema.js';
import { createLogger } from '../src/logger.js';
import { PGLITE_TEMPLATE } from './paths.js';
import { templateBlob } from './pgliteTemplate.js';
import { TestDbPool } from './testDbPool.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the PostgreSQL database, schema applied, that this run's test databases are copied from (globalSetup.ts) */
    pgSchemaTemplate: string;
  }
}

export type TestEngine = 'pglite' | 'pg';

export const TEST_ENGINE: TestEngine = process.env.TEST_ENGINE === 'pg' ? 'pg' : 'pglite';

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_ENGINE=pg needs TEST_DATABASE_URL (a PostgreSQL server URL)');
  return url;
}

export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function onAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** What a server process needs to run on this test database: its URL, and the session secret DATABASE_URL requires. */
export function serverEnvOn(name: string): { DATABASE_URL: string; SESSION_SECRET: string } {
  return { DATABASE_URL: databaseUrl(name), SESSION_SECRET: 'test-server-session-secret-of-32-characters' };
}

/** A fresh PostgreSQL database on the test server, empty or a copy of `template`; returns its name. */
export async function createPgDatabase(template?: string): Promise<string> {
  // A copy is named after its template, so that the run's end finds the copies its test processes kept.
  const name = `${template ?? 'tutoring_test'}_${crypto.randomBytes(6).toString('hex')}`;
  await onAdmin((client) => client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  return name;
}

/** A database holding the schema and nothing else, for test databases to be copied from; returns its name. */
export async function createPgSchemaTemplate(): Promise<string> {
  const name = await createPgDatabase();
  const db = createPgDb(databaseUrl(name), createLogger('silent'), 1);
  try {
    await applySchema(db);
  } finally {
    await db.close();
  }
  return name;
}

export async function dropPgDatabase(name: string): Promise<void> {
  await onAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

const pools = {
  pglite: () =>
    new TestDbPool<Db>({
      create: () => openMemoryPgliteDb(templateBlob(PGLITE_TEMPLATE)),
      connect: (db) => Promise.resolve(db),
      disconnect: () => Promise.resolve(),
      destroy: (db) => db.close(),
    }),
  pg: () =>
    new TestDbPool<string>({
      create: () => createPgDatabase(inject('pgSchemaTemplate')),
      connect: (name) => Promise.resolve(createPgDb(databaseUrl(name), createLogger('silent'), 5)),
      disconnect: (_name, db) => db.close(),
      destroy: dropPgDatabase,
    }),
};
const pool = pools[TEST_ENGINE]();

/**
 * A database with the schema applied and no other data, on the engine this test project runs (TEST_ENGINE), from the
 * test process's pool (testDbPool.ts): an in-memory PGlite one, or a PostgreSQL database copied from the run's template
 * (globalSetup.ts). close() gives it back.
 */
export function createTestDb(): Promise<Db> {
  return pool.take();
}

/** Drops the copies of `template` that test processes kept in their pools: called at the end of the run. */
export async function dropPgCopies(template: string): Promise<void> {
  const { rows } = await onAdmin((client) =>
    client.query<{ name: string }>('SELECT datname AS name FROM pg_database WHERE starts_with(datname, $1)', [
      `${template}_`,
    ]),
  );
  for (const { name } of rows) await dropPgDatabase(name);
}
