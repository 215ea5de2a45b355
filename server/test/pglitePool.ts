import fs from 'node:fs';
import type { Db } from '../src/db/db.js';
import { openMemoryPgliteDb } from '../src/db/pgliteDb.js';
import { PGLITE_TEMPLATE } from './paths.js';

/**
 * What a test may not change and leave for the next one: every relation, column, function, trigger and constraint of
 * the database, and the rows of the tables the schema fills (the lookup tables).
 */
const SCHEMA_FINGERPRINT = `
  SELECT md5(string_agg(item, ',' ORDER BY item)) AS fingerprint FROM (
    SELECT c.oid::regclass::text || ':' || c.relkind::text AS item
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
    UNION ALL
    SELECT a.attrelid::regclass::text || '.' || a.attname || ':' || a.atttypid::regtype::text || ':' || a.attnotnull::text
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND a.attnum > 0 AND NOT a.attisdropped
    UNION ALL
    SELECT p.oid::regprocedure::text || ':' || md5(p.prosrc)
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public'
    UNION ALL
    SELECT t.tgname || '@' || t.tgrelid::regclass::text FROM pg_trigger t WHERE NOT t.tgisinternal
    UNION ALL
    SELECT con.conname || '@' || con.conrelid::regclass::text
      FROM pg_constraint con JOIN pg_namespace n ON n.oid = con.connamespace WHERE n.nspname = 'public'
  ) items`;

interface Baseline {
  /** the tables the schema leaves empty: emptied again between tests */
  emptied: string[];
  /** the tables the schema fills (lookups): a test must leave their rows as they were */
  filled: string[];
  /** the fingerprint of the schema and of the filled tables' rows */
  fingerprint: string;
}

async function fingerprintOf(db: Db, filled: readonly string[]): Promise<string> {
  const parts = [(await db.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT)).rows[0]?.fingerprint];
  for (const table of filled) {
    const { rows } = await db.query<{ rows: string }>(
      `SELECT md5(string_agg(t::text, ',' ORDER BY t::text)) AS rows FROM ${table} t`,
    );
    parts.push(rows[0]?.rows);
  }
  return parts.join('/');
}

async function baselineOf(db: Db): Promise<Baseline> {
  const { rows } = await db.query<{ name: string }>(
    "SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const emptied: string[] = [];
  const filled: string[] = [];
  for (const { name } of rows) {
    const { rows: sample } = await db.query(`SELECT 1 FROM ${name} LIMIT 1`);
    (sample.length > 0 ? filled : emptied).push(name);
  }
  return { emptied, filled, fingerprint: await fingerprintOf(db, filled) };
}

/**
 * In-memory PGlite databases for tests, reused within a test process. Starting PGlite from the template costs about
 * 1.5 s of CPU, more than most tests take, so a test database that is closed goes back to the pool, reset to the
 * template's state: its session settings and activity counters reset, every table the schema leaves empty emptied,
 * every sequence restarted.
 * One whose schema or lookup rows a test changed is closed for good instead. What a test holds is a lease, which
 * refuses every call once closed, as a closed database does, so nothing a test left running reaches the next test.
 */
export class PglitePool {
  private readonly idle: Db[] = [];
  private baseline: Promise<Baseline> | undefined;
  private template: Blob | undefined;

  async take(): Promise<Db> {
    const db = this.idle.pop() ?? (await this.open());
    return this.lease(db);
  }

  private async open(): Promise<Db> {
    this.template ??= new Blob([fs.readFileSync(PGLITE_TEMPLATE)]);
    const db = await openMemoryPgliteDb(this.template);
    this.baseline ??= baselineOf(db);
    await this.baseline;
    return db;
  }

  private lease(db: Db): Db {
    let released = false;
    // Async, so a call after close() rejects as a closed database's does, never throws where it is made.
    const live = (): Promise<Db> =>
      released ? Promise.reject(new Error('the test database was closed')) : Promise.resolve(db);
    return {
      engine: db.engine,
      query: async (text, params) => (await live()).query(text, params),
      transaction: async (fn) => (await live()).transaction(fn),
      exec: async (script) => (await live()).exec(script),
      backup: async () => {
        const open = await live();
        if (!open.backup) throw new Error('this database has no backup');
        return open.backup();
      },
      close: async () => {
        if (released) return;
        released = true;
        await this.giveBack(db);
      },
    };
  }

  private async giveBack(db: Db): Promise<void> {
    try {
      const baseline = await this.baseline;
      if (!baseline || (await fingerprintOf(db, baseline.filled)) !== baseline.fingerprint) {
        throw new Error('the test changed the schema or a lookup table');
      }
      // The activity counters go too: maintenance picks tables by them (embeddedVacuum.ts).
      await db.exec(`RESET ALL; TRUNCATE ${baseline.emptied.join(', ')} RESTART IDENTITY CASCADE;`);
      await db.query('SELECT pg_stat_reset()');
      const sequences = await db.query<{ name: string }>(
        "SELECT quote_ident(sequencename) AS name FROM pg_sequences WHERE schemaname = 'public'",
      );
      for (const { name } of sequences.rows) await db.query(`ALTER SEQUENCE ${name} RESTART`);
      this.idle.push(db);
    } catch {
      // Changed past what a reset undoes, or closed under the test: a fresh one takes its place when next needed.
      await db.close().catch(() => undefined);
    }
  }
}
