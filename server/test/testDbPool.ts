import type { Db } from '../src/db/db.js';

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
  /** the schema's sequences, restarted between tests */
  sequences: string[];
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
  const sequences = await db.query<{ name: string }>(
    "SELECT quote_ident(sequencename) AS name FROM pg_sequences WHERE schemaname = 'public'",
  );
  return {
    emptied,
    filled,
    fingerprint: await fingerprintOf(db, filled),
    sequences: sequences.rows.map(({ name }) => name),
  };
}

/** How the pool makes, reaches and removes one kind of test database (an in-memory PGlite, a PostgreSQL database). */
export interface TestDbKind<Handle> {
  /** a new database with the schema applied and no other data */
  create(): Promise<Handle>;
  /** the test's connections to it (for PGlite the instance itself) */
  connect(handle: Handle): Promise<Db>;
  /** ends the connections connect() made (nothing for PGlite, whose instance is the database) */
  disconnect(handle: Handle, db: Db): Promise<void>;
  destroy(handle: Handle): Promise<void>;
}

/**
 * Test databases reused within a test process. A new one costs more than most tests take (PGlite: about 1.5 s of CPU
 * to start from the template; PostgreSQL: a CREATE DATABASE copy, and a DROP DATABASE that forces a checkpoint), so a
 * test database that is closed goes back to the pool, reset to the template's state: its session settings and
 * activity counters reset, every table the schema leaves empty emptied, every sequence restarted. One whose schema or
 * lookup rows a test changed is destroyed instead. What a test holds is a lease, which refuses every call once closed,
 * as a closed database does, so nothing a test left running reaches the next test.
 */
export class TestDbPool<Handle> {
  private readonly idle: Handle[] = [];
  private baseline: Promise<Baseline> | undefined;

  constructor(private readonly kind: TestDbKind<Handle>) {}

  async take(): Promise<Db> {
    const handle = this.idle.pop() ?? (await this.kind.create());
    const db = await this.kind.connect(handle);
    this.baseline ??= baselineOf(db);
    await this.baseline;
    return this.lease(handle, db);
  }

  private lease(handle: Handle, db: Db): Db {
    let released = false;
    // Async, so a call after close() rejects as a closed database's does, never throws where it is made.
    const live = (): Promise<Db> =>
      released ? Promise.reject(new Error('the test database was closed')) : Promise.resolve(db);
    return {
      engine: db.engine,
      query: async (text, params) => (await live()).query(text, params),
      transaction: async (fn) => (await live()).transaction(fn),
      exec: async (script) => (await live()).exec(script),
      schemaTransaction: async (fn) => (await live()).schemaTransaction(fn),
      backup: async () => {
        const open = await live();
        if (!open.backup) throw new Error('this database has no backup');
        return open.backup();
      },
      close: async () => {
        if (released) return;
        released = true;
        await this.giveBack(handle, db);
      },
    };
  }

  private async giveBack(handle: Handle, used: Db): Promise<void> {
    try {
      await this.kind.disconnect(handle, used);
      const db = await this.kind.connect(handle);
      try {
        await this.reset(db);
      } finally {
        await this.kind.disconnect(handle, db);
      }
      this.idle.push(handle);
    } catch {
      // Changed past what a reset undoes, or closed under the test: a fresh one takes its place when next needed.
      await this.kind.destroy(handle).catch(() => undefined);
    }
  }

  private async reset(db: Db): Promise<void> {
    const baseline = await this.baseline;
    if (!baseline || (await fingerprintOf(db, baseline.filled)) !== baseline.fingerprint) {
      throw new Error('the test changed the schema or a lookup table');
    }
    await db.exec('RESET ALL');
    // DELETE, not TRUNCATE, which makes new files for every table and index: 65 ms against 3 ms on PGlite, 350 against
    // 8 on PostgreSQL. Foreign keys are not checked meanwhile, as every table that refers to another is emptied with it.
    await db.exec(
      `BEGIN; SET LOCAL session_replication_role = replica; ${baseline.emptied.map((table) => `DELETE FROM ${table};`).join(' ')} COMMIT;`,
    );
    // The activity counters go too, since maintenance picks tables by them (embeddedVacuum.ts): the deletes' counts,
    // still this session's own, are flushed first, or they would reach the statistics after the reset. Advisory locks a
    // test left held on a session that stays open (PGlite's only one) go with the others.
    await db.query('SELECT pg_stat_force_next_flush()');
    await db.query('SELECT pg_stat_reset(), pg_advisory_unlock_all()');
    await db.exec(baseline.sequences.map((name) => `ALTER SEQUENCE ${name} RESTART;`).join(' '));
  }
}
