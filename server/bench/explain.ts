// npm run bench:explain (tsx server/bench/explain.ts) with DATABASE_URL naming a seeded database:
// EXPLAIN (ANALYZE, BUFFERS) of the queries the benchmark's targets are about, produced by the app's own
// repository functions (their SQL is run with EXPLAIN in front), then each query's own p50/p99 over many
// tutees, one at a time: the database's share of the endpoint latencies `npm run bench` reports.
import type { Queryable, QueryResult, SqlParam } from '../src/db/db.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/open.js';
import { createLogger } from '../src/logger.js';
import { findCandidates } from '../src/matches/repo.js';
import { TOTAL_COUNT_CAP } from '../src/staffLists/search.js';
import { listTutees } from '../src/tutees/repo.js';
import { MATCH_CANDIDATE_LIMIT, MATCH_GROUPS, type MatchGroup } from '@tutoring/common';

interface SampleTutee {
  id: number;
  subject_1: string;
  subject_2: string;
  subject_3: string;
  grade: string;
  languages: string[];
  language_other: string | null;
}

function search(tutee: SampleTutee, group: MatchGroup | null) {
  return {
    subjects: [tutee.subject_1, tutee.subject_2, tutee.subject_3] as [string, string, string],
    grade: tutee.grade,
    tuteeId: tutee.id,
    tuteeLanguages: tutee.languages,
    tuteeLanguageOther: tutee.language_other,
    group,
    limitPerGroup: MATCH_CANDIDATE_LIMIT,
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function timed(label: string, runs: (() => Promise<unknown>)[]): Promise<string> {
  const times: number[] = [];
  for (const run of runs) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return `${label.padEnd(44)} p50 ${percentile(times, 50).toFixed(2)} ms  p99 ${percentile(times, 99).toFixed(2)} ms  (${times.length} runs)`;
}

/** A Queryable that explains each statement instead of answering it, and keeps the plans. */
function explaining(db: Queryable, plans: string[]): Queryable {
  return {
    async query<Row>(text: string, params?: readonly SqlParam[]): Promise<QueryResult<Row>> {
      const { rows } = await db.query<Record<string, string>>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
      plans.push(rows.map((row) => Object.values(row)[0]).join('\n'));
      return { rows: [], rowCount: 0 };
    },
  };
}

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const db = await openDatabase(config, createLogger('silent'));
  try {
    const { rows } = await db.query<SampleTutee>(
      'SELECT id, subject_1, subject_2, subject_3, grade, languages, language_other FROM tutees WHERE active AND NOT matched AND id % 97 = 0 ORDER BY id LIMIT 200',
    );
    const tutee = rows[0];
    if (!tutee) throw new Error('no pending tutee: seed the database first (npm run seed)');
    const plans: string[] = [];
    // Warm once, then explain: the figures of interest are those of a running server, not a cold cache.
    for (const run of ['warm', 'explain'] as const) {
      const target = run === 'warm' ? db : explaining(db, plans);
      for (const group of ['A', null] as const) {
        await findCandidates(target, search(tutee, group));
      }
      await listTutees(target, 'active', { q: undefined, limit: 50 }, TOTAL_COUNT_CAP);
    }
    const titles = [
      `Group A candidates for tutee ${tutee.id} (${tutee.subject_1}, ${tutee.subject_2}, ${tutee.subject_3}; grade ${tutee.grade})`,
      'All four groups in one query (GET /api/matches/groups)',
      'Pending tutees, first page of 50',
      'Pending tutees, total count (X-Total-Count)',
    ];
    plans.forEach((plan, i) => process.stdout.write(`-- ${titles[i] ?? 'query'}\n${plan}\n\n`));

    process.stdout.write(`-- Query times, one at a time, over ${rows.length} pending tutees\n`);
    for (const group of MATCH_GROUPS) {
      process.stdout.write(`${await timed(`findCandidates group ${group}`, rows.map((t) => () => findCandidates(db, search(t, group))))}\n`);
    }
    process.stdout.write(`${await timed('findCandidates all four groups', rows.map((t) => () => findCandidates(db, search(t, null))))}\n`);
    const pages = rows.map(() => () => listTutees(db, 'active', { q: undefined, limit: 50 }, TOTAL_COUNT_CAP));
    process.stdout.write(`${await timed('listTutees active, first 50 + count', pages)}\n`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
