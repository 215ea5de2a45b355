// The database a benchmark runs on: embedded PGlite in a folder, or a database of its own on a
// PostgreSQL server (never someone else's). Seeded through the app's own code, then closed so the
// server process can open it.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import bcrypt from 'bcryptjs';
import pg from 'pg';
import { insertStaff } from '../src/auth/repo.js';
import { loadToolConfig } from '../src/config.js';
import type { Db } from '../src/db/db.js';
import { checkpointAfterBulkLoad } from '../src/db/checkpoint.js';
import { openDatabase } from '../src/db/open.js';
import { createLogger } from '../src/logger.js';
import type { BenchOptions } from './options.js';
import { measureQueries, sampleTutees, type QueryTime, type SampleTutee } from './queryTimes.js';

/** `npm run seed`, as `npm run bench` has just compiled it. */
const SEED_COMMAND = new URL('../dist/cli/seed.js', import.meta.url);

export const STAFF = { username: 'bench-staff', password: 'bench staff password 1' };

export interface CandidateSample {
  tuteeId: number;
  subject1: string;
  subject2: string;
  subject3: string;
  grade: string;
}

/** Ids and queries the endpoints are driven with, read from the seeded data. */
export interface Fixtures {
  candidateQueries: CandidateSample[];
  /** active, unmatched tutees and tutors with a free place: POST /api/matches pairs them up */
  pendingTuteeIds: number[];
  availableTutorIds: number[];
  maxTuteeId: number;
}

export interface BenchDatabase {
  engine: 'pg' | 'pglite';
  /** what the server process needs to open it */
  serverEnv: Record<string, string>;
  fixtures: Fixtures;
  seedSeconds: number | null;
  /** the candidate search and the staff list query alone, one at a time */
  queryTimes: QueryTime[];
  counts: { tutors: number; tutees: number; matches: number };
  /** drops or deletes it unless kept */
  cleanup(): Promise<void>;
}

/**
 * Seeds with `npm run seed`'s compiled command in a process of its own (which applies the schema): the timings that follow
 * then run in a process that never held the seed's hundreds of megabytes of garbage, as the server never does. Timed
 * in this process right after seeding, 4 to 7 of each query's 10 slowest runs overlapped a garbage collection of it.
 */
function seedInItsOwnProcess(
  serverEnv: Record<string, string>,
  options: BenchOptions,
  log: (line: string) => void,
): Promise<void> {
  const args = ['--tutors', options.tutors, '--tutees', options.tutees, '--matches', options.matches].map(String);
  const child = spawn(process.execPath, [fileURLToPath(SEED_COMMAND), ...args], {
    env: { PATH: process.env.PATH ?? '', ...serverEnv, LOG_LEVEL: 'silent', DATABASE_QUERY_TIMEOUT_MS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) log(`  seed: ${line}`);
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the seed failed (${code}): ${errors}`))));
  });
}

async function onServer(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function readFixtures(db: Db, samples: SampleTutee[], pairs: number): Promise<Fixtures> {
  const tutees = await db.query<{ id: number }>(
    'SELECT id FROM tutees WHERE active AND NOT matched ORDER BY id DESC LIMIT $1',
    [pairs],
  );
  const tutors = await db.query<{ id: number }>(
    'SELECT id FROM tutors WHERE active AND current_matches < capacity ORDER BY id DESC LIMIT $1',
    [pairs],
  );
  const max = await db.query<{ max: number }>('SELECT coalesce(max(id), 1) AS max FROM tutees');
  return {
    candidateQueries: samples.map((t) => ({
      tuteeId: t.id,
      subject1: t.subject_1,
      subject2: t.subject_2,
      subject3: t.subject_3,
      grade: t.grade,
    })),
    pendingTuteeIds: tutees.rows.map((r) => r.id),
    availableTutorIds: tutors.rows.map((r) => r.id),
    maxTuteeId: max.rows[0]?.max ?? 1,
  };
}

async function countRows(db: Db): Promise<BenchDatabase['counts']> {
  const { rows } = await db.query<BenchDatabase['counts']>(
    `SELECT (SELECT count(*)::int FROM tutors) AS tutors, (SELECT count(*)::int FROM tutees) AS tutees,
            (SELECT count(*)::int FROM matches) AS matches`,
  );
  return rows[0] ?? { tutors: 0, tutees: 0, matches: 0 };
}

/**
 * The bench's own connection to the database the server uses (never while the server runs on PGlite: one process at a
 * time holds its folder). No request deadline: vacuuming a million rows can take longer than 30 s on a shared machine,
 * and nobody waits on it.
 */
export function openBenchDatabase(serverEnv: Record<string, string>): Promise<Db> {
  return openDatabase(
    loadToolConfig({ ...serverEnv, LOG_LEVEL: 'silent', DATABASE_QUERY_TIMEOUT_MS: '0' }),
    createLogger('silent'),
  );
}

export async function prepareDatabase(options: BenchOptions, log: (line: string) => void): Promise<BenchDatabase> {
  const sessionSecret = crypto.randomBytes(32).toString('hex');
  let serverEnv: Record<string, string>;
  let drop: () => Promise<void>;
  if (options.databaseUrl) {
    const name = options.reuse ?? `bench_${crypto.randomBytes(4).toString('hex')}`;
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`--reuse needs a plain database name, got "${name}"`);
    if (!options.reuse) await onServer(options.databaseUrl, `CREATE DATABASE ${name}`);
    const url = new URL(options.databaseUrl);
    url.pathname = `/${name}`;
    serverEnv = { DATABASE_URL: url.toString(), SESSION_SECRET: sessionSecret };
    drop = () => onServer(options.databaseUrl ?? '', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    log(`database: PostgreSQL ${options.reuse ? 'existing' : 'new'} database ${name}`);
  } else {
    const dataDir = options.reuse
      ? path.resolve(options.reuse)
      : fs.mkdtempSync(path.join(os.tmpdir(), 'tutoring-bench-'));
    serverEnv = { DATA_DIR: dataDir, SESSION_SECRET: sessionSecret };
    drop = () => fs.promises.rm(dataDir, { recursive: true, force: true });
    log(`database: embedded PGlite in ${dataDir}`);
  }
  const keep = options.keep || options.reuse !== undefined;

  try {
    let seedSeconds: number | null = null;
    if (!options.reuse) {
      const started = performance.now();
      await seedInItsOwnProcess(serverEnv, options, log);
      seedSeconds = (performance.now() - started) / 1000;
    }
    const db = await openBenchDatabase(serverEnv);
    try {
      if (options.reuse) {
        // The last run's writes (a thousand matches in seconds) leave dead rows for autovacuum, which may be off or
        // not yet done; a run measures the database as it would be after it.
        log('vacuuming the reused database');
        await db.query('VACUUM ANALYZE');
        await checkpointAfterBulkLoad(db);
      }
      await insertStaff(db, {
        username: STAFF.username,
        passwordHash: await bcrypt.hash(STAFF.password, options.bcryptCost),
        role: 'admin',
        mustChangePassword: false,
      });
      const samples = await sampleTutees(db);
      log(`timing the candidate search and the staff list query alone over ${samples.length} pending tutees`);
      return {
        engine: db.engine,
        serverEnv,
        fixtures: await readFixtures(db, samples, 5_000),
        seedSeconds,
        queryTimes: await measureQueries(db, samples, options.smoke ? 1 : 5),
        counts: await countRows(db),
        cleanup: keep
          ? () => {
              log(`kept the database for --reuse (${serverEnv.DATABASE_URL ? 'PostgreSQL' : serverEnv.DATA_DIR})`);
              return Promise.resolve();
            }
          : drop,
      };
    } finally {
      await db.close();
    }
  } catch (error) {
    if (!keep) await drop().catch(() => undefined);
    throw error;
  }
}
