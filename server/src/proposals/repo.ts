import type { MatchGroup, ProposalPairIds, ProposalReasons, ProposalStats, UnplacedReason } from '@tutoring/common';
import type { Queryable } from '../db/db.js';
import { awaitingGuardianConsent } from '../applications/index.js';
import { familyEmailBouncing } from '../mail/bouncing.js';

/**
 * A list as the database's JSON text, with the ids in the same order: the rows are parsed on the solver's thread
 * (assignment.ts), so the event loop never turns thousands of them into objects (30-40 ms that other requests would
 * wait at 10,000 tutees).
 */
export interface JsonList {
  json: string;
  ids: number[];
}

async function jsonList(db: Queryable, rowsSql: string): Promise<JsonList> {
  // The ids as JSON too: JSON.parse reads 10,000 of them many times faster than the driver's array parser.
  const { rows } = await db.query<{ json: string; ids: string }>(
    `SELECT coalesce(json_agg(w ORDER BY w.submitted_at, w.id), '[]')::text AS json,
            coalesce(json_agg(w.id ORDER BY w.submitted_at, w.id), '[]')::text AS ids
     FROM (${rowsSql}) w`,
  );
  const { json, ids } = rows[0]!;
  return { json, ids: JSON.parse(ids) as number[] };
}

/**
 * Active tutees not in a current match whose email is not bouncing and who wait for no guardian's consent, the
 * longest waiting first (WaitingTutee rows).
 */
export function waitingTutees(db: Queryable): Promise<JsonList> {
  return jsonList(
    db,
    `SELECT id, subject_1, subject_2, subject_3, grade, languages, language_other, submitted_at, availability
     FROM tutees t WHERE active AND NOT matched AND NOT ${familyEmailBouncing('t')} AND NOT ${awaitingGuardianConsent('t')}`,
  );
}

/** Active tutors with a free place and not paused, the longest waiting first (AvailableTutor rows). */
export function availableTutors(db: Queryable): Promise<JsonList> {
  return jsonList(
    db,
    `SELECT id, subjects, grade_levels, languages, language_other, submitted_at, last_confirmed_at, availability,
            capacity - current_matches AS free_places
     FROM tutors WHERE active AND current_matches < capacity AND paused_at IS NULL`,
  );
}

/** The tutees' former tutors and do-not-pair entries, as "tutee:tutor" keys. */
export async function barredPairs(db: Queryable, tuteeIds: readonly number[]): Promise<Set<string>> {
  const { rows } = await db.query<{ tutee_id: number; tutor_id: number }>(
    `SELECT tutee_id, tutor_id FROM matches WHERE tutee_id = ANY ($1::int[])
     UNION SELECT tutee_id, tutor_id FROM do_not_pair WHERE tutee_id = ANY ($1::int[])`,
    [tuteeIds],
  );
  return new Set(rows.map((row) => `${row.tutee_id}:${row.tutor_id}`));
}

/**
 * For tutees the hard rules left without any tutor with a free place: whether any active, unpaused tutor teaches their first
 * subject at their grade (full ones included), and whether one of those is neither former, barred nor excluded.
 */
export async function whyNoFreeTutor(
  db: Queryable,
  tuteeIds: readonly number[],
  excluded: readonly ProposalPairIds[],
): Promise<Map<number, { taught: boolean; open: boolean }>> {
  if (tuteeIds.length === 0) return new Map();
  const { rows } = await db.query<{ id: number; taught: boolean; open: boolean }>(
    `SELECT e.id,
       EXISTS (SELECT 1 FROM tutors r
               WHERE r.active AND r.paused_at IS NULL AND e.subject_1 = ANY (r.subjects) AND e.grade = ANY (r.grade_levels)) AS taught,
       EXISTS (SELECT 1 FROM tutors r
               WHERE r.active AND r.paused_at IS NULL AND e.subject_1 = ANY (r.subjects) AND e.grade = ANY (r.grade_levels)
                 AND NOT EXISTS (SELECT 1 FROM matches m WHERE m.tutee_id = e.id AND m.tutor_id = r.id)
                 AND NOT EXISTS (SELECT 1 FROM do_not_pair d WHERE d.tutee_id = e.id AND d.tutor_id = r.id)
                 AND NOT EXISTS (SELECT 1 FROM unnest($2::int[], $3::int[]) AS x (tutee_id, tutor_id)
                                 WHERE x.tutee_id = e.id AND x.tutor_id = r.id)) AS open
     FROM tutees e WHERE e.id = ANY ($1::int[])`,
    [tuteeIds, excluded.map((pair) => pair.tutee_id), excluded.map((pair) => pair.tutor_id)],
  );
  return new Map(rows.map((row) => [row.id, { taught: row.taught, open: row.open }]));
}

export interface ProposedPair {
  tuteeId: number;
  tutorId: number;
  group: MatchGroup;
  score: number;
  reasons: ProposalReasons;
}

export interface UnplacedEntry {
  tuteeId: number;
  reason: UnplacedReason;
}

/**
 * Stores a run, its pairs (JSON text of ProposedPair rows, as the solver's thread wrote them) and its unplaced tutees,
 * one statement each; answers the run's id.
 */
export async function insertRun(
  tx: Queryable,
  staffUserId: number | null,
  stats: ProposalStats,
  pairs: string,
  unplaced: readonly UnplacedEntry[],
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO proposal_runs (created_by, stats) VALUES ($1, $2) RETURNING id',
    [staffUserId, JSON.stringify(stats)],
  );
  const runId = rows[0]!.id;
  await tx.query(
    `INSERT INTO proposal_entries (run_id, tutee_id, tutor_id, match_group, score, reasons)
     SELECT $1, (e.pair->>'tuteeId')::int, (e.pair->>'tutorId')::int, e.pair->>'group', (e.pair->>'score')::int,
            e.pair->'reasons'
     FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS e (pair, ord)
     ORDER BY e.ord`,
    [runId, pairs],
  );
  await tx.query(
    `INSERT INTO proposal_entries (run_id, tutee_id, unplaced_reason)
     SELECT $1, e.tutee_id, e.reason FROM unnest($2::int[], $3::text[]) WITH ORDINALITY AS e (tutee_id, reason, ord)
     ORDER BY e.ord`,
    [runId, unplaced.map((u) => u.tuteeId), unplaced.map((u) => u.reason)],
  );
  return runId;
}

/** The match accepted from a run's entry `e`, as `m` (none while the pair is only proposed). */
const ACCEPTED_MATCH =
  'LEFT JOIN matches m ON m.proposal_run_id = e.run_id AND m.tutee_id = e.tutee_id AND m.tutor_id = e.tutor_id';

/**
 * A run as the API answers it (ProposalRun), written by the database as JSON text; undefined when no run has that id.
 * Its entries come in the order they were stored (pairs by tutee waiting order, then the unplaced). The server passes
 * the text on as it is: at 10,000 waiting tutees it is 2.3 MB, which parsing and writing out again held the event
 * loop for tens of milliseconds, the other staff requests waiting behind it.
 */
export async function runJson(db: Queryable, runId: number): Promise<string | undefined> {
  // Rows become JSON without the spaces json_build_object puts around each key and value (a tenth of the answer).
  const { rows } = await db.query<{ run: string }>(
    `SELECT row_to_json(run)::text AS run FROM (
       SELECT p.id, to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
              s.username AS created_by, p.stats,
              coalesce((
                SELECT json_agg(pair ORDER BY e.id)
                FROM proposal_entries e
                JOIN tutees t ON t.id = e.tutee_id
                LEFT JOIN tutors r ON r.id = e.tutor_id
                ${ACCEPTED_MATCH}
                CROSS JOIN LATERAL (
                  SELECT e.tutee_id, e.tutor_id, t.first_name AS tutee_first_name, t.last_name AS tutee_last_name,
                         coalesce(r.first_name, '') AS tutor_first_name, coalesce(r.last_name, '') AS tutor_last_name,
                         e.match_group AS "group",
                         -- runs stored before the shared times were a reason read as sharing none
                         jsonb_build_object('availability', '[]'::jsonb) || e.reasons AS reasons,
                         coalesce(e.score, 0) AS score, m.id AS match_id) pair
                WHERE e.run_id = p.id AND e.tutor_id IS NOT NULL AND e.match_group IS NOT NULL AND e.reasons IS NOT NULL),
                '[]') AS pairs,
              coalesce((
                SELECT json_agg(entry ORDER BY e.id)
                FROM proposal_entries e
                JOIN tutees t ON t.id = e.tutee_id
                CROSS JOIN LATERAL (
                  SELECT e.tutee_id, t.first_name AS tutee_first_name, t.last_name AS tutee_last_name,
                         e.unplaced_reason AS reason) entry
                WHERE e.run_id = p.id AND e.unplaced_reason IS NOT NULL),
                '[]') AS unplaced
       FROM proposal_runs p LEFT JOIN staff_users s ON s.id = p.created_by WHERE p.id = $1) run`,
    [runId],
  );
  return rows[0]?.run;
}

export interface RunPair extends ProposalPairIds {
  /** the match accepted from this pair */
  match_id: number | null;
}

/** The run's proposed pairs with the matches accepted from them; undefined when no run has that id. */
export async function runPairs(db: Queryable, runId: number): Promise<RunPair[] | undefined> {
  // A run without pairs is one row of nulls (the left join), so that it is told apart from no run.
  const { rows } = await db.query<{ tutee_id: number | null; tutor_id: number | null; match_id: number | null }>(
    `SELECT e.tutee_id, e.tutor_id, m.id AS match_id
     FROM proposal_runs p
     LEFT JOIN proposal_entries e ON e.run_id = p.id AND e.tutor_id IS NOT NULL
     ${ACCEPTED_MATCH}
     WHERE p.id = $1 ORDER BY e.id`,
    [runId],
  );
  if (rows.length === 0) return undefined;
  return rows.flatMap(({ tutee_id, tutor_id, match_id }) =>
    tutee_id === null || tutor_id === null ? [] : [{ tutee_id, tutor_id, match_id }],
  );
}

/** Whether the tutor still teaches the tutee's (current) first subject at the tutee's (current) grade. */
export async function stillTeaches(db: Queryable, pair: ProposalPairIds): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM tutees e JOIN tutors r ON r.id = $2
     WHERE e.id = $1 AND e.subject_1 = ANY (r.subjects) AND e.grade = ANY (r.grade_levels)`,
    [pair.tutee_id, pair.tutor_id],
  );
  return rows.length > 0;
}
