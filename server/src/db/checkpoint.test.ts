import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/testDb.js';
import { checkpointAfterBulkLoad } from './checkpoint.js';
import type { Db } from './db.js';

describe('checkpoint after a bulk load', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('checkpoints now on PostgreSQL (the tests connect as a superuser), and leaves PGlite alone', async () => {
    const lastCheckpoint = async () =>
      (await db.query<{ at: string }>('SELECT checkpoint_time::text AS at FROM pg_control_checkpoint()')).rows[0]?.at;
    const before = db.engine === 'pg' ? await lastCheckpoint() : undefined;
    // checkpoint_time has a resolution of one second
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await checkpointAfterBulkLoad(db)).toBe(db.engine === 'pg');
    if (db.engine === 'pg') expect(await lastCheckpoint()).not.toBe(before);
  });
});
