// npm run bench:explain (tsx server/bench/explain.ts) with DATABASE_URL naming a seeded PostgreSQL database:
// EXPLAIN ANALYZE (with buffers) of the queries the benchmark's targets are about, as the app's own repository
// functions run them, then each query's own p50/p99 over many tutees, one at a time: the database's share of the
// endpoint latencies `npm run bench` reports.
import { loadToolConfig } from '../src/config.js';
import { openDatabase } from '../src/db/open.js';
import { createLogger } from '../src/logger.js';
import { findCandidates } from '../src/matches/repo.js';
import { explainingConnection } from './autoExplain.js';
import { candidateSearch, firstPendingPage, formatQueryTime, measureQueries, sampleTutees } from './queryTimes.js';

async function main(): Promise<void> {
  const config = loadToolConfig({ ...process.env, LOG_LEVEL: 'silent' });
  if (!config.DATABASE_URL)
    throw new Error('bench:explain reads plans from PostgreSQL: set DATABASE_URL to a seeded database');
  const db = await openDatabase(config, createLogger('silent'));
  const explaining = await explainingConnection(config.DATABASE_URL);
  try {
    const tutees = await sampleTutees(db);
    const tutee = tutees[0];
    if (!tutee) throw new Error('no pending tutee: seed the database first (npm run seed)');
    const explained: [title: string, run: () => Promise<unknown>][] = [
      [
        `Group A candidates for tutee ${tutee.id} (${tutee.subject_1}, ${tutee.subject_2}, ${tutee.subject_3}; grade ${tutee.grade})`,
        () => findCandidates(explaining, candidateSearch(tutee, 'A')),
      ],
      [
        'All four groups in one query (GET /api/matches/groups)',
        () => findCandidates(explaining, candidateSearch(tutee, null)),
      ],
      ['Pending tutees, first page of 50, and the total count (X-Total-Count)', () => firstPendingPage(explaining)],
    ];
    for (const [title, run] of explained) {
      // Run once unexplained: the figures of interest are those of a running server, with warm caches and plans.
      await run();
      explaining.plans.length = 0;
      await run();
      process.stdout.write(`-- ${title}\n${explaining.plans.join('\n\n')}\n\n`);
    }

    process.stdout.write(`-- Query times, one at a time, over ${tutees.length} pending tutees\n`);
    for (const time of await measureQueries(db, tutees)) process.stdout.write(`${formatQueryTime(time)}\n`);
  } finally {
    await explaining.end();
    await db.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
