// npm run bench:tail, with DATABASE_URL naming a seeded PostgreSQL database: where the candidate query's slowest runs
// come from. Times each group's query for the sampled tutees over several rounds, then asks of the slowest runs:
// is it the same tutees each round (the work depends on the parameters), did a garbage collection overlap them (the
// server's process), and what does the plan of the slowest and the fastest tutee read (rows the index walk filtered
// out, buffers).
import { MATCH_GROUPS, type MatchGroup } from '@tutoring/common';
import { loadToolConfig } from '../src/config.js';
import { openDatabase } from '../src/db/open.js';
import { createLogger } from '../src/logger.js';
import { findCandidates } from '../src/matches/repo.js';
import { explainingConnection } from './autoExplain.js';
import { watchGc } from './gcWatch.js';
import { candidateSearch, sampleTutees, type SampleTutee } from './queryTimes.js';

const ROUNDS = 5;
const out = (line = '') => process.stdout.write(`${line}\n`);

interface Run {
  tutee: SampleTutee;
  round: number;
  started: number;
  ms: number;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function main(): Promise<void> {
  const config = loadToolConfig({ ...process.env, LOG_LEVEL: 'silent' });
  if (!config.DATABASE_URL) throw new Error('bench:tail reads PostgreSQL: set DATABASE_URL to a seeded database');
  const db = await openDatabase(config, createLogger('silent'));
  const explaining = await explainingConnection(config.DATABASE_URL);
  /** The index walks inside candidate_ranking for one tutee: rows read and filtered out, buffers, time. */
  const walks = async (tutee: SampleTutee, group: MatchGroup | null) => {
    await findCandidates(explaining, candidateSearch(tutee, group));
    explaining.plans.length = 0;
    await findCandidates(explaining, candidateSearch(tutee, group));
    const nested = explaining.plans[0] ?? '';
    const lines = nested
      .split('\n')
      .filter((line) => /Index Only Scan|Rows Removed|Buffers: shared|^duration/.test(line.trim()));
    return lines.map((line) => `      ${line.trim()}`).join('\n');
  };
  const gc = watchGc();
  try {
    const settings = await db.query<{ name: string; setting: string }>(
      "SELECT name, setting FROM pg_settings WHERE name IN ('autovacuum', 'plan_cache_mode', 'shared_buffers', 'jit')",
    );
    out(`settings: ${settings.rows.map((r) => `${r.name}=${r.setting}`).join(', ')}`);
    const tables = await db.query<Record<string, unknown>>(
      `SELECT relname, n_live_tup, n_dead_tup, last_vacuum, last_autovacuum, last_analyze, last_autoanalyze
       FROM pg_stat_user_tables WHERE relname IN ('tutors', 'tutor_offers', 'tutor_json', 'matches', 'tutees') ORDER BY relname`,
    );
    for (const row of tables.rows) out(`table: ${JSON.stringify(row)}`);
    const tutees = await sampleTutees(db);
    for (const group of [...MATCH_GROUPS, null] as (MatchGroup | null)[]) {
      const runs: Run[] = [];
      for (const tutee of tutees) await findCandidates(db, candidateSearch(tutee, group));
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const tutee of tutees) {
          const started = performance.now();
          await findCandidates(db, candidateSearch(tutee, group));
          runs.push({ tutee, round, started, ms: performance.now() - started });
        }
      }
      const sorted = runs.map((r) => r.ms).sort((a, b) => a - b);
      const p50 = pct(sorted, 50);
      const p99 = pct(sorted, 99);
      // Each tutee's median over the rounds: if the slow runs belong to tutees that are slow every round, the cost is the parameters'.
      const medians = new Map<number, number>();
      for (const tutee of tutees)
        medians.set(
          tutee.id,
          pct(
            runs
              .filter((r) => r.tutee.id === tutee.id)
              .map((r) => r.ms)
              .sort((a, b) => a - b),
            50,
          ),
        );
      const tuteeMedians = [...medians.values()].sort((a, b) => a - b);
      const slow = runs.filter((r) => r.ms >= p99);
      const slowOwnMedianHigh = slow.filter((r) => (medians.get(r.tutee.id) ?? 0) >= pct(tuteeMedians, 90)).length;
      const slowWithGc = slow.filter((r) => gc.overlaps(r.started, r.ms)).length;
      const label = group ? `group ${group}` : 'all four groups';
      out(
        `\n${label}: p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms over ${runs.length} runs; per-tutee medians p50 ${pct(tuteeMedians, 50).toFixed(2)}, p90 ${pct(tuteeMedians, 90).toFixed(2)}, max ${(tuteeMedians.at(-1) ?? NaN).toFixed(2)} ms`,
      );
      out(
        `  runs at or over p99: ${slow.length}; of their tutees, ${slowOwnMedianHigh} have a median in the slowest tenth; ${slowWithGc} overlapped a garbage collection`,
      );
      const byMedian = [...medians.entries()].sort((a, b) => b[1] - a[1]);
      for (const [id, median] of byMedian.slice(0, 5)) {
        const tutee = tutees.find((t) => t.id === id);
        const times = runs.filter((r) => r.tutee.id === id).map((r) => r.ms.toFixed(1));
        out(
          `  slow tutee ${id} (${tutee?.subject_1}, ${tutee?.subject_2}, ${tutee?.subject_3}; ${tutee?.grade}): median ${median.toFixed(2)} ms, rounds ${times.join(' / ')}`,
        );
      }
      const [fastId, fastMedian] = byMedian.at(-1) ?? [0, 0];
      out(`  fastest tutee ${fastId}: median ${fastMedian.toFixed(2)} ms`);
      const slowest = tutees.find((t) => t.id === byMedian[0]?.[0]);
      const fastest = tutees.find((t) => t.id === fastId);
      if (slowest && fastest) {
        out(`    plan for the slowest tutee ${slowest.id}:\n${await walks(slowest, group)}`);
        out(`    plan for the fastest tutee ${fastest.id}:\n${await walks(fastest, group)}`);
      }
    }
  } finally {
    gc.stop();
    await explaining.end();
    await db.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
