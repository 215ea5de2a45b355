// Versioned migrations: numbered SQL files applied once each, in order, each in its own transaction under the schema
// lock, and recorded in schema_migrations (docs/development.md says how to add one).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db, ScriptQueryable } from './db.js';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The compiled server reads the SQL from the sources too: server/dist/db/ is as deep as server/src/db/. */
const SQL_DIR = new URL('../../src/db/', import.meta.url);
const MIGRATIONS_DIR = fileURLToPath(new URL('migrations/', SQL_DIR));
const BASELINE_PATH = fileURLToPath(new URL('baseline-1.0.0.sql', SQL_DIR));
const MIGRATION_FILE = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/** The version a database from before migrations is at once the baseline has run: 0001 made release 1.0.0's schema. */
const BASELINE_VERSION = 1;

/** Written the same way in database.sql: the schema test compares the two. */
const CREATE_SCHEMA_MIGRATIONS = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version    integer PRIMARY KEY,
  name       text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
)`;

/** Every migration file of the folder, in version order; a file named otherwise or a repeated number is an error. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const migrations = fs
    .readdirSync(dir)
    .sort()
    .map((file) => {
      const match = MIGRATION_FILE.exec(file);
      if (!match) throw new Error(`${dir}${file}: a migration is named NNNN_name.sql (four digits, lower case)`);
      return {
        version: Number(match[1]),
        name: match[2] as string,
        sql: fs.readFileSync(path.join(dir, file), 'utf8'),
      };
    });
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1)
      throw new Error(`migration ${String(index + 1).padStart(4, '0')} is missing or repeated in ${dir}`);
  });
  return migrations;
}

async function appliedVersions(tx: ScriptQueryable): Promise<Set<number>> {
  const { rows } = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
  return new Set(rows.map((row) => row.version));
}

/**
 * Starts tracking a database: an empty one gets schema_migrations alone; one from before migrations (its tables
 * were kept by release 1.0.0's idempotent schema script, re-applied at every start) gets that script once more, which
 * brings a database of any earlier version to 1.0.0, and is recorded as having migration 0001.
 */
async function startTracking(tx: ScriptQueryable, migrations: readonly Migration[]): Promise<void> {
  const { rows } = await tx.query<{ legacy: boolean }>("SELECT to_regclass('staff_users') IS NOT NULL AS legacy");
  await tx.exec(CREATE_SCHEMA_MIGRATIONS);
  if (!rows[0]?.legacy) return;
  await tx.exec(fs.readFileSync(BASELINE_PATH, 'utf8'));
  const baseline = migrations.find((migration) => migration.version === BASELINE_VERSION);
  await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
    BASELINE_VERSION,
    baseline?.name ?? 'initial',
  ]);
}

/**
 * Applies the migrations the database lacks, oldest first, one transaction each; returns the versions applied. Each
 * transaction takes the schema lock and reads what is applied afresh, so processes starting together apply every
 * migration once between them. A database holding a version this code does not know was migrated by a newer release:
 * refused, as running on it could lose data.
 */
export async function migrate(db: Db, migrations: readonly Migration[] = readMigrations()): Promise<number[]> {
  const applied: number[] = [];
  for (;;) {
    const next = await db.schemaTransaction(async (tx) => {
      const { rows } = await tx.query<{ tracked: boolean }>(
        "SELECT to_regclass('schema_migrations') IS NOT NULL AS tracked",
      );
      if (!rows[0]?.tracked) await startTracking(tx, migrations);
      const done = await appliedVersions(tx);
      const unknown = [...done].filter((version) => !migrations.some((m) => m.version === version));
      if (unknown.length > 0)
        throw new Error(
          `the database has migration ${unknown.join(', ')}, which this version does not know: it was upgraded by a newer release`,
        );
      const pending = migrations.find((migration) => !done.has(migration.version));
      if (!pending) return undefined;
      await tx.exec(pending.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [pending.version, pending.name]);
      return pending.version;
    });
    if (next === undefined) return applied;
    applied.push(next);
  }
}
