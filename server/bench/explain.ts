// npm run bench:explain (tsx server/bench/explain.ts) with DATABASE_URL naming a seeded database:
// EXPLAIN (ANALYZE, BUFFERS) of the queries the benchmark's targets are about, produced by the app's own
// repository functions (their SQL is run with EXPLAIN in front), for docs/benchmarks.md.
import type { Queryable, QueryResult, SqlParam } from '../src/db/db.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/open.js';
import { createLogger } from '../src/logger.js';
import { findCandidates } from '../src/matches/repo.js';
import { listTutees } from '../src/tutees/repo.js';
import { MATCH_CANDIDATE_LIMIT } from '@tutoring/common';

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
    const { rows } = await db.query<{ id: number; subject_1: string; subject_2: string; subject_3: string; grade: string; languages: string[]; language_other: string | null }>(
      'SELECT id, subject_1, subject_2, subject_3, grade, languages, language_other FROM tutees WHERE active AND NOT matched AND id % 97 = 0 ORDER BY id LIMIT 1',
    );
    const tutee = rows[0];
    if (!tutee) throw new Error('no pending tutee: seed the database first (npm run seed)');
    const plans: string[] = [];
    // Warm once, then explain: the figures of interest are those of a running server, not a cold cache.
    for (const run of ['warm', 'explain'] as const) {
      const target = run === 'warm' ? db : explaining(db, plans);
      for (const group of ['A', null] as const) {
        await findCandidates(target, {
          subjects: [tutee.subject_1, tutee.subject_2, tutee.subject_3],
          grade: tutee.grade,
          tuteeId: tutee.id,
          tuteeLanguages: tutee.languages,
          tuteeLanguageOther: tutee.language_other,
          group,
          limitPerGroup: MATCH_CANDIDATE_LIMIT,
        });
      }
      await listTutees(target, 'active', { q: undefined, limit: 50 });
    }
    const titles = [
      `Group A candidates for tutee ${tutee.id} (${tutee.subject_1}, ${tutee.subject_2}, ${tutee.subject_3}; grade ${tutee.grade})`,
      'All four groups in one query (GET /api/matches/groups)',
      'Pending tutees, first page of 50',
      'Pending tutees, total count (X-Total-Count)',
    ];
    plans.forEach((plan, i) => process.stdout.write(`-- ${titles[i] ?? 'query'}\n${plan}\n\n`));
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
