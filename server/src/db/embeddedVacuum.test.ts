import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { createTestDb, TEST_ENGINE } from '../../test/testDb.js';
import type { Db } from './db.js';
import { maintainTables, startEmbeddedVacuum } from './embeddedVacuum.js';

const logger = createLogger('silent');

// The pending list's count as the staff lists ask it, in the order of tutees_pending_idx.
const PENDING_COUNT = `EXPLAIN (ANALYZE, COSTS OFF)
  SELECT count(*) FROM (SELECT 1 FROM tutees t WHERE t.active AND NOT t.matched ORDER BY t.submitted_at, t.id LIMIT 10001) c`;

async function addTutees(db: Db, count: number): Promise<void> {
  await db.query(
    `INSERT INTO tutees (submitter, first_name, last_name, email_student, phone, grade, school, subject_1, subject_2, subject_3,
       subject_details, terms_version, terms_accepted_at)
     SELECT 'Student', 'Student' || i, 'Test', 'student' || i || '@school.example', '507-555-0100', '7th', 'Lincoln',
            'math_alg2', 'sci_chem', 'hist_us', 'Homework help', 'student-terms', now()
     FROM generate_series(1, $1::int) i`,
    [count],
  );
}

/** How many heap rows the pending count visits, on the plan a large table gets (a small one is read whole). */
async function heapFetches(db: Db): Promise<number> {
  await db.query("SELECT set_config('enable_seqscan', 'off', false), set_config('enable_bitmapscan', 'off', false)");
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(PENDING_COUNT);
  await db.query("SELECT set_config('enable_seqscan', 'on', false), set_config('enable_bitmapscan', 'on', false)");
  const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
  expect(plan).toContain('Index Only Scan using tutees_pending_idx');
  return Number(/Heap Fetches: (\d+)/.exec(plan)?.[1]);
}

async function vacuumCount(db: Db, table: string): Promise<number> {
  const { rows } = await db.query<{ vacuum_count: number }>(
    'SELECT vacuum_count FROM pg_stat_user_tables WHERE relname = $1',
    [table],
  );
  return Number(rows[0]?.vacuum_count);
}

// PostgreSQL has autovacuum; this stands in for it on the embedded engine only.
describe.runIf(TEST_ENGINE === 'pglite')('embedded database maintenance', () => {
  let db: Db;
  beforeEach(async () => {
    db = await createTestDb();
  });
  afterEach(async () => {
    await db.close();
  });

  it('vacuums the tables autovacuum would pick, after which the pending count reads the index alone', async () => {
    await addTutees(db, 3000);
    await db.query('UPDATE tutees SET active = false WHERE id % 2 = 0');
    expect(await heapFetches(db)).toBeGreaterThan(0);

    const done = await maintainTables(db, logger);
    expect(done).toContainEqual({ table: 'tutees', vacuum: true });
    expect(done.map((d) => d.table)).not.toContain('staff_users');
    expect(await vacuumCount(db, 'tutees')).toBe(1);
    expect(await heapFetches(db)).toBe(0);

    expect(await maintainTables(db, logger)).toEqual([]);
  });

  it('analyses without vacuuming a table with a few changes, and leaves an unchanged one alone', async () => {
    await addTutees(db, 2000);
    await maintainTables(db, logger);
    await db.query('UPDATE tutees SET active = false WHERE id <= 300');
    // The deactivated tutees stop waiting, so their triage rows go too.
    expect(await maintainTables(db, logger)).toEqual([
      { table: 'tutee_triage', vacuum: false },
      { table: 'tutees', vacuum: false },
    ]);
  });

  it('runs in the background until stopped: every table in its first pass, then the tables due', async () => {
    const untilVacuumed = async (table: string, times: number) => {
      const deadline = Date.now() + 10_000;
      while ((await vacuumCount(db, table)) < times && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      return vacuumCount(db, table);
    };
    const maintenance = startEmbeddedVacuum(db, logger, 20);
    try {
      expect(await untilVacuumed('staff_users', 1)).toBe(1);
      await addTutees(db, 1500);
      expect(await untilVacuumed('tutees', 2)).toBe(2);
      expect(await vacuumCount(db, 'staff_users')).toBe(1);
    } finally {
      await maintenance.stop();
    }
  });
});
