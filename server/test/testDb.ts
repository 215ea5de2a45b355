import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { Db } from '../src/db/db.js';
import { createPgDb } from '../src/db/pgDb.js';
import { applySchema } from '../src/db/schema.js';
import { createLogger } from '../src/logger.js';
import { PglitePool } from './pglitePool.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the PostgreSQL database, schema applied, that this run's test databases are copied from (globalSetup.ts) */
    pgSchemaTemplate: string;
  }
}

const pglitePool = new PglitePool();

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

/** A fresh PostgreSQL database on the test server, empty or a copy of `template`; returns its name. */
export async function createPgDatabase(template?: string): Promise<string> {
  const name = `tutoring_test_${crypto.randomBytes(6).toString('hex')}`;
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

/**
 * A database with the schema applied and no other data, on the engine this test project runs (TEST_ENGINE): a new
 * PostgreSQL database copied from the run's template (globalSetup.ts), which close() drops; or an in-memory PGlite
 * one from the test process's pool (pglitePool.ts), which close() gives back.
 */
export async function createTestDb(): Promise<Db> {
  if (TEST_ENGINE === 'pglite') return pglitePool.take();
  const name = await createPgDatabase(inject('pgSchemaTemplate'));
  const db = createPgDb(databaseUrl(name), createLogger('silent'), 5);
  return {
    ...db,
    async close() {
      await db.close();
      await dropPgDatabase(name);
    },
  };
}
