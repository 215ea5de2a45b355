import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueOf, rowsOf, tablesOf } from '../../test/catalogue.js';
import { createEmptyDb, type EmptyDb } from '../../test/emptyDb.js';
import { createTestDb } from '../../test/testDb.js';
import type { Db } from './db.js';
import { migrate, readMigrations } from './migrate.js';
import { SCHEMA_TABLES } from './schema.js';

const read = (relative: string) => fs.readFileSync(fileURLToPath(new URL(relative, import.meta.url)), 'utf8');
const DATABASE_SQL = read('../../../database.sql');
/** How release 1.0.0 made and kept its schema: the adoption baseline, its database.sql as it shipped. */
const RELEASE_1_0_0 = read('./baseline-1.0.0.sql');

describe('the schema: migrations and database.sql', () => {
  // Each database starts empty but the reference the others are compared with: a test database, which the
  // migrations made (server/test/globalSetup.ts).
  const opened: EmptyDb[] = [];
  const empty = async () => {
    const made = await createEmptyDb();
    opened.push(made);
    return made.db;
  };
  let migrated: Db;
  beforeAll(async () => {
    migrated = await createTestDb();
  });
  afterAll(async () => {
    await migrated.close();
    await Promise.all(opened.splice(0).map((made) => made.drop()));
  });

  it('database.sql makes the schema, lookup rows and migration record that the migrations make', async () => {
    const fromFile = await empty();
    await fromFile.exec(DATABASE_SQL);
    expect(await catalogueOf(fromFile)).toEqual(await catalogueOf(migrated));
    expect(await rowsOf(fromFile)).toEqual(await rowsOf(migrated));
    // A server started on a database made from database.sql has nothing to apply.
    expect(await migrate(fromFile)).toEqual([]);
  });

  it('lists every table the migrations make for /readyz', async () => {
    expect([...SCHEMA_TABLES].sort()).toEqual(await tablesOf(migrated));
  });

  it('adopts a database from before migrations (release 1.0.0): the same schema as a new one, recorded once', async () => {
    const released = await empty();
    await released.exec(RELEASE_1_0_0);
    await migrate(released);
    expect(await catalogueOf(released)).toEqual(await catalogueOf(migrated));
    expect(await rowsOf(released)).toEqual(await rowsOf(migrated));
    expect(await migrate(released)).toEqual([]);
  });

  it('applies each migration once when processes start together, rolls a failing one back whole, refuses a newer database', async () => {
    const db = await empty();
    const migrations = readMigrations();
    const runs = await Promise.all([migrate(db), migrate(db), migrate(db)]);
    expect(runs.flat().sort()).toEqual(migrations.map((migration) => migration.version));
    expect(await rowsOf(db)).toEqual(await rowsOf(migrated));

    const broken = {
      version: migrations.length + 1,
      name: 'broken',
      sql: 'CREATE TABLE half_done (id int); SELECT 1/0;',
    };
    await expect(migrate(db, [...migrations, broken])).rejects.toThrow();
    expect(await tablesOf(db)).not.toContain('half_done');
    const fixed = { ...broken, sql: 'CREATE TABLE half_done (id int);' };
    expect(await migrate(db, [...migrations, fixed])).toEqual([fixed.version]);

    await expect(migrate(db)).rejects.toThrow(
      new RegExp(`migration ${fixed.version}, which this version does not know`),
    );
  });
});

describe('the migrations folder', () => {
  const folder = (files: Record<string, string>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutoring-migrations-'));
    for (const [name, sql] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), sql);
    return dir;
  };

  it('reads NNNN_name.sql files in order', () => {
    const dir = folder({ '0002_second.sql': 'SELECT 2;', '0001_first.sql': 'SELECT 1;' });
    expect(readMigrations(dir)).toEqual([
      { version: 1, name: 'first', sql: 'SELECT 1;' },
      { version: 2, name: 'second', sql: 'SELECT 2;' },
    ]);
  });

  it('refuses a file named otherwise, a gap and a repeated number', () => {
    expect(() => readMigrations(folder({ '0001_first.sql': '', 'notes.txt': '' }))).toThrow(/NNNN_name\.sql/);
    expect(() => readMigrations(folder({ '0001_first.sql': '', '0003_third.sql': '' }))).toThrow(/0002 is missing/);
    expect(() => readMigrations(folder({ '0001_a.sql': '', '0001_b.sql': '' }))).toThrow(/0002 is missing or repeated/);
  });
});
