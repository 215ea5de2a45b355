import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { loadToolConfig } from '../server/src/config.js';
import type { Db } from '../server/src/db/db.js';
import { openDatabase } from '../server/src/db/open.js';
import { createLogger } from '../server/src/logger.js';
import { copyPgliteTemplateInto } from '../server/test/pgliteTemplate.js';
import { createPgDatabase, dropPgDatabase, serverEnvOn } from '../server/test/testDb.js';
import { ROOT } from './support/paths.js';
import { seedExpiredRows, snapshot, without, type Seeded, type Snapshot } from './support/retentionSeed.js';
import { startServerProcess, type ServerProcess } from './support/server.js';

// Retention as an operator meets it: the README's commands as real processes, and server processes racing for the
// daily run, on databases holding rows past each period.

const run = promisify(execFile);
const usePg = Boolean(process.env.TEST_DATABASE_URL);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tutoring-retention-'));
const databases: string[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.dispose()));
  for (const name of databases) await dropPgDatabase(name);
  fs.rmSync(work, { recursive: true, force: true });
});

type Engine = 'embedded' | 'PostgreSQL';

/**
 * The settings of a fresh database on the engine: DATA_DIR (on the migrated template cluster: these tests are about
 * retention, not a new folder's set-up), or DATABASE_URL (with the secret a server needs).
 */
async function freshDatabase(engine: Engine): Promise<Record<string, string>> {
  if (engine === 'embedded') {
    const dataDir = fs.mkdtempSync(path.join(work, 'data-'));
    copyPgliteTemplateInto(dataDir);
    return { DATA_DIR: dataDir };
  }
  const name = await createPgDatabase();
  databases.push(name);
  return serverEnvOn(name);
}

/** The database as a command-line tool opens it (schema applied); on the embedded engine it holds the folder's lock. */
async function withDb<T>(env: Record<string, string>, fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDatabase(loadToolConfig({ ...env }), createLogger('silent'));
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

async function npmRetention(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await run('npm', ['run', 'retention', ...(args.length ? ['--', ...args] : [])], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', npm_config_update_notifier: 'false', ...env },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The report's lines of counts and ids, the same for a dry run and the real one. */
const reportLines = (stdout: string) => stdout.split('\n').filter((line) => line.startsWith('  '));

interface RunRow {
  id: string;
  staff_user_id: number | null;
  entity: string;
  details: Record<string, number>;
}
const retentionRuns = async (db: Db) =>
  (
    await db.query<RunRow>(
      `SELECT id::text, staff_user_id, entity, details FROM audit_log WHERE action = 'retention.run' ORDER BY id`,
    )
  ).rows;

/** After one run: the expired rows gone and nothing else, one counts-only audit row, no trace of a name in it. */
async function expectAppliedOnce(db: Db, before: Snapshot, seeded: Seeded): Promise<void> {
  const runs = await retentionRuns(db);
  expect(runs.map(({ id: _id, ...row }) => row)).toEqual([
    { staff_user_id: null, entity: 'retention', details: seeded.counts },
  ]);
  const after = await snapshot(db);
  expect({ ...after, audit_log: after.audit_log.filter((id) => id !== runs[0]!.id) }).toEqual(
    without(before, seeded.expired),
  );
  const auditText = JSON.stringify(runs);
  for (const { person } of seeded.people) {
    for (const value of [person.firstName, person.lastName, person.email]) expect(auditText).not.toContain(value);
  }
}

describe.each<Engine>(usePg ? ['embedded', 'PostgreSQL'] : ['embedded'])(
  'npm run retention on the %s database',
  (engine) => {
    it('--dry-run prints what would go and deletes nothing; then the command deletes exactly that, audited once by counts', async () => {
      const env = await freshDatabase(engine);
      const { seeded, before } = await withDb(env, async (db) => {
        const rows = await seedExpiredRows(db);
        return { seeded: rows, before: await snapshot(db) };
      });

      const dry = await npmRetention(env, '--dry-run');
      expect(dry.code, dry.stderr).toBe(0);
      expect(dry.stdout).toContain('Dry run: nothing was deleted. Would delete:');
      expect(reportLines(dry.stdout)).toContain(
        `  tutees with no match, unchanged for the unmatched period: 1 (ids ${seeded.people[0]!.id})`,
      );
      await withDb(env, async (db) => {
        expect(await snapshot(db)).toEqual(before);
        expect((await db.query('SELECT 1 FROM job_runs')).rows).toEqual([]);
      });

      const real = await npmRetention(env);
      expect(real.code, real.stderr).toBe(0);
      expect(real.stdout).toContain('Deleted:');
      expect(reportLines(real.stdout)).toEqual(reportLines(dry.stdout));
      await withDb(env, (db) => expectAppliedOnce(db, before, seeded));
      // What the operator reads holds ids and counts, never a name.
      for (const { person } of seeded.people) expect(dry.stdout + real.stdout).not.toContain(person.lastName);
    }, 120_000);
  },
);

describe('one process applies the policy at a time', () => {
  it('on the embedded database the command refuses a folder a running server holds, and says to stop the server', async () => {
    const server = await startServerProcess({ RETENTION_CHECK_MINUTES: '0' }, undefined, { fromTemplate: true });
    servers.push(server);
    const refused = await npmRetention({ DATA_DIR: server.dataDir }, '--dry-run');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/already in use by another server process/);
    expect(refused.stderr).toContain('The running server applies the retention policy itself once a day.');
    expect(refused.stderr).toContain('stop the server, run this command again, then start the server');
  }, 120_000);

  it.runIf(usePg)(
    'two server processes started at the same moment on one PostgreSQL database: one applies it, each row deleted once',
    async () => {
      const env = await freshDatabase('PostgreSQL');
      const { seeded, before } = await withDb(env, async (db) => {
        const rows = await seedExpiredRows(db);
        return { seeded: rows, before: await snapshot(db) };
      });

      // Each process checks whether the daily run is due as it starts; stopping waits for a check in progress.
      const racing = await Promise.all([startServerProcess(env), startServerProcess(env)]);
      servers.push(...racing);
      expect(await Promise.all(racing.map((server) => server.stop()))).toEqual([0, 0]);

      expect(racing.filter((server) => server.output().includes('"msg":"retention policy applied"'))).toHaveLength(1);
      await withDb(env, (db) => expectAppliedOnce(db, before, seeded));
    },
    120_000,
  );
});
