// npm run bench:explain (tsx server/bench/explain.ts) with DATABASE_URL naming a seeded database:
// EXPLAIN (ANALYZE, BUFFERS) of the queries the benchmark's targets are about, produced by the app's own
// repository functions (their SQL is run with EXPLAIN in front), then each query's own p50/p99 over many
// tutees, one at a time: the database's share of the endpoint latencies `npm run bench` reports.
import type { Queryable, QueryResult, SqlParam } from '../src/db/db.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/open.js';
import { createLogger } from '../src/logger.js';
import { findCandidates } from '../src/matches/repo.js';
import { candidateSearch, firstPendingPage, formatQueryTime, measureQueries, sampleTutees } from './queryTimes.js';

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
    const tutees = await sampleTutees(db);
    const tutee = tutees[0];
    if (!tutee) throw new Error('no pending tutee: seed the database first (npm run seed)');
    const plans: string[] = [];
    // Warm once, then explain: the figures of interest are those of a running server, not a cold cache.
    for (const run of ['warm', 'explain'] as const) {
      const target = run === 'warm' ? db : explaining(db, plans);
      for (const group of ['A', null] as const) {
        await findCandidates(target, candidateSearch(tutee, group));
      }
      await firstPendingPage(target);
    }
    const titles = [
      `Group A candidates for tutee ${tutee.id} (${tutee.subject_1}, ${tutee.subject_2}, ${tutee.subject_3}; grade ${tutee.grade})`,
      'All four groups in one query (GET /api/matches/groups)',
      'Pending tutees, first page of 50',
      'Pending tutees, total count (X-Total-Count)',
    ];
    plans.forEach((plan, i) => process.stdout.write(`-- ${titles[i] ?? 'query'}\n${plan}\n\n`));

    process.stdout.write(`-- Query times, one at a time, over ${tutees.length} pending tutees\n`);
    for (const time of await measureQueries(db, tutees)) process.stdout.write(`${formatQueryTime(time)}\n`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
