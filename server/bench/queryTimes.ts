// The database's share of the latency targets: the candidate search (repository function) and the staff list's first
// page, each run for many pending tutees one at a time through the app's own pool. Used by `npm run bench` for the
// group-query target and printed by `npm run bench:explain`.
import { MATCH_CANDIDATE_LIMIT, MATCH_GROUPS, type MatchGroup } from '@tutoring/common';
import type { Db, Queryable } from '../src/db/db.js';
import { findCandidateRowsJson, findCandidates, type CandidateSearch } from '../src/matches/repo.js';
import { TOTAL_COUNT_CAP } from '../src/staffLists/search.js';
import { watchGc } from './gcWatch.js';
import { listTutees } from '../src/tutees/repo.js';

export interface SampleTutee {
  id: number;
  subject_1: string;
  subject_2: string;
  subject_3: string;
  grade: string;
  languages: string[];
  language_other: string | null;
  availability: string[];
}

export interface QueryTime {
  name: string;
  runs: number;
  p50Ms: number;
  p99Ms: number;
  /** the runs at or over p99, and how many of them a garbage collection in this process overlapped */
  slowRuns: number;
  slowRunsWithGc: number;
}

/** Every 97th pending tutee: a spread of grades, subjects and languages, the same on every run. */
export async function sampleTutees(db: Queryable, limit = 200): Promise<SampleTutee[]> {
  const { rows } = await db.query<SampleTutee>(
    `SELECT id, subject_1, subject_2, subject_3, grade, languages, language_other, availability
     FROM tutees WHERE active AND NOT matched AND id % 97 = 0 ORDER BY id LIMIT $1`,
    [limit],
  );
  return rows;
}

export function candidateSearch(tutee: SampleTutee, group: MatchGroup | null): CandidateSearch {
  return {
    subjects: [tutee.subject_1, tutee.subject_2, tutee.subject_3],
    grade: tutee.grade,
    tuteeId: tutee.id,
    tuteeLanguages: tutee.languages,
    tuteeLanguageOther: tutee.language_other,
    tuteeAvailability: tutee.availability,
    group,
    limitPerGroup: MATCH_CANDIDATE_LIMIT,
  };
}

export function firstPendingPage(db: Queryable) {
  return listTutees(db, 'active', { q: undefined, limit: 50 }, TOTAL_COUNT_CAP);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/**
 * Runs every query once untimed (caches and every pooled connection warm, as in a running server), then times each
 * `rounds` times: with 200 tutees, 5 rounds make the p99 the 10th slowest of 1,000 rather than the 2nd of 200, which
 * a single pause of the machine would decide.
 */
async function timed(name: string, runs: (() => Promise<unknown>)[], rounds: number): Promise<QueryTime> {
  for (const run of runs) await run();
  const gc = watchGc();
  const timings: { started: number; ms: number }[] = [];
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (const run of runs) {
        const started = performance.now();
        await run();
        timings.push({ started, ms: performance.now() - started });
      }
    }
    const times = timings.map((t) => t.ms).sort((a, b) => a - b);
    const p99Ms = percentile(times, 99);
    const slow = timings.filter((t) => t.ms >= p99Ms);
    return {
      name,
      runs: times.length,
      p50Ms: percentile(times, 50),
      p99Ms,
      slowRuns: slow.length,
      slowRunsWithGc: slow.filter((t) => gc.overlaps(t.started, t.ms)).length,
    };
  } finally {
    gc.stop();
  }
}

export const groupQueryName = (group: MatchGroup | null) =>
  group ? `findCandidates group ${group}` : 'findCandidates all four groups';
export const PAGE_QUERY_NAME = 'findCandidateRowsJson all four (match page)';
export const LIST_QUERY_NAME = 'listTutees active, first 50 + count';

export async function measureQueries(db: Db, tutees: SampleTutee[], rounds = 5): Promise<QueryTime[]> {
  const times: QueryTime[] = [];
  for (const group of [...MATCH_GROUPS, null]) {
    times.push(
      await timed(
        groupQueryName(group),
        tutees.map((t) => () => findCandidates(db, candidateSearch(t, group))),
        rounds,
      ),
    );
  }
  times.push(
    await timed(
      PAGE_QUERY_NAME,
      tutees.map((t) => () => findCandidateRowsJson(db, candidateSearch(t, null))),
      rounds,
    ),
  );
  times.push(
    await timed(
      LIST_QUERY_NAME,
      tutees.map(() => () => firstPendingPage(db)),
      rounds,
    ),
  );
  return times;
}

export function formatQueryTime(time: QueryTime): string {
  return (
    `${time.name.padEnd(44)} p50 ${time.p50Ms.toFixed(2)} ms  p99 ${time.p99Ms.toFixed(2)} ms  (${time.runs} runs; ` +
    `a garbage collection overlapped ${time.slowRunsWithGc} of the ${time.slowRuns} at or over p99)`
  );
}
