import { MATCH_GROUPS, type MatchGroup } from '@tutoring/common';
import type { Queryable } from '../db/db.js';
import { BATCH_SIZE, countedKeysetBatches } from '../db/batches.js';
import { TUTEE_COLUMNS, type TuteeRow } from '../records/tuteeRecord.js';
import { TUTOR_COLUMNS, type TutorRow } from '../records/tutorRecord.js';

export interface CandidateSearch {
  subjects: [string, string, string];
  grade: string;
  /** null: no tutee given, so nobody is excluded and nobody speaks their language */
  tuteeId: number | null;
  tuteeLanguages: string[];
  tuteeLanguageOther: string | null;
  group: MatchGroup | null;
  limitPerGroup: number;
}

/** A tutor as JSON from the database (submitted_at is then a string) with its group and its place in the group. */
export type CandidateRow = TutorRow & { match_group: MatchGroup; rank: number };

// Which of the tutee's second and third subjects a tutor in each group teaches (spec: groups A-D).
const GROUP_SUBJECTS: Record<MatchGroup, { second: boolean; third: boolean }> = {
  A: { second: true, third: true },
  B: { second: true, third: false },
  C: { second: false, third: true },
  D: { second: false, third: false },
};

// One group's walk of tutor_offers_search_idx over the tutors who teach subject 1 at the grade, in waiting order.
const OFFERS_IN_GROUP = `o.subject = $1 AND o.grade = $4
  AND o.subject_bits & w.both_subjects = w.group_subjects
  AND o.tutor_id <> ALL (w.earlier_tutors)`;

/**
 * Available tutors who teach subject 1 at the grade, each labelled with its group, best first within a group:
 * speakers of one of the tutee's languages, then the longest waiting.
 * Per group, two short walks of tutor_offers_search_idx (database.sql), both in waiting order and stopping at
 * limitPerGroup: the rows of the tutee's languages (the speakers), and the rows of every tutor. Among the first
 * limitPerGroup of every tutor are all the non-speakers the group can still take, so merging the two is exact.
 * Only the kept tutors are joined to tutors for the record columns. The database answers them as one JSON array:
 * node-postgres turning 100 rows of 17 columns into objects (arrays and dates parsed field by field) left enough
 * garbage that collection pauses set the query's p99; one JSON.parse allocates a fraction of that (docs/benchmarks.md).
 */
export async function findCandidates(db: Queryable, search: CandidateSearch): Promise<CandidateRow[]> {
  const groups = search.group ? [search.group] : MATCH_GROUPS;
  const { rows } = await db.query<{ candidates: string }>(
    `WITH tutee AS MATERIALIZED (
       SELECT subject_bits(ARRAY[$2]) AS second_subject, subject_bits(ARRAY[$3]) AS third_subject,
              spoken_language_keys($6::text[], $7::text) AS languages,
              ARRAY(SELECT m.tutor_id FROM matches m WHERE m.tutee_id = $5) AS earlier_tutors
     ), wanted AS MATERIALIZED (
       -- per group: which of the two subject bits a tutor's mask has, out of both
       SELECT g.match_group, t.second_subject | t.third_subject AS both_subjects,
              CASE WHEN g.second THEN t.second_subject ELSE 0 END | CASE WHEN g.third THEN t.third_subject ELSE 0 END AS group_subjects,
              t.languages, t.earlier_tutors
       FROM unnest($9::text[], $10::boolean[], $11::boolean[]) AS g (match_group, second, third) CROSS JOIN tutee t
     ), kept AS (
       SELECT w.match_group, c.tutor_id, c.speaks, c.submitted_at
       FROM wanted w CROSS JOIN LATERAL (
         SELECT DISTINCT ON (walks.tutor_id) walks.tutor_id, walks.submitted_at, walks.speaks
         FROM ((SELECT DISTINCT ON (o.submitted_at, o.tutor_id) o.tutor_id, o.submitted_at, true AS speaks
                FROM tutor_offers o WHERE o.language = ANY (w.languages) AND ${OFFERS_IN_GROUP}
                ORDER BY o.submitted_at, o.tutor_id LIMIT $8)
               UNION ALL
               (SELECT o.tutor_id, o.submitted_at, false
                FROM tutor_offers o WHERE o.language = '' AND ${OFFERS_IN_GROUP}
                ORDER BY o.submitted_at, o.tutor_id LIMIT $8)) walks
         ORDER BY walks.tutor_id, walks.speaks DESC
       ) c
     )
     SELECT coalesce(json_agg(candidate ORDER BY candidate.match_group, candidate.rank), '[]')::text AS candidates
     FROM (SELECT ${TUTOR_COLUMNS}, ranked.match_group, ranked.rank
           FROM (SELECT kept.*, row_number() OVER (PARTITION BY kept.match_group ORDER BY kept.speaks DESC, kept.submitted_at, kept.tutor_id) AS rank
                 FROM kept) ranked
           JOIN tutors r ON r.id = ranked.tutor_id
           WHERE ranked.rank <= $8) candidate`,
    [
      ...search.subjects,
      search.grade,
      search.tuteeId,
      search.tuteeLanguages,
      search.tuteeLanguageOther,
      search.limitPerGroup,
      groups,
      groups.map((g) => GROUP_SUBJECTS[g].second),
      groups.map((g) => GROUP_SUBJECTS[g].third),
    ],
  );
  return JSON.parse(rows[0]?.candidates ?? '[]') as CandidateRow[];
}

export async function findTutee(db: Queryable, id: number): Promise<TuteeRow | undefined> {
  const { rows } = await db.query<TuteeRow>(`SELECT ${TUTEE_COLUMNS} FROM tutees t WHERE t.id = $1`, [id]);
  return rows[0];
}

export async function findTutor(db: Queryable, id: number): Promise<TutorRow | undefined> {
  const { rows } = await db.query<TutorRow>(`SELECT ${TUTOR_COLUMNS} FROM tutors r WHERE r.id = $1`, [id]);
  return rows[0];
}

/** Marks the tutee matched if it is active and unmatched; the row lock makes racing requests wait their turn. */
export async function claimTutee(tx: Queryable, id: number): Promise<TuteeRow | undefined> {
  const { rows } = await tx.query<TuteeRow>(
    `UPDATE tutees t SET matched = true WHERE t.id = $1 AND t.active AND NOT t.matched RETURNING ${TUTEE_COLUMNS}`,
    [id],
  );
  return rows[0];
}

/** Takes one place of the tutor's capacity if the tutor is active and has one free. */
export async function claimTutorPlace(tx: Queryable, id: number): Promise<TutorRow | undefined> {
  const { rows } = await tx.query<TutorRow>(
    `UPDATE tutors r SET current_matches = r.current_matches + 1
     WHERE r.id = $1 AND r.active AND r.current_matches < r.capacity RETURNING ${TUTOR_COLUMNS}`,
    [id],
  );
  return rows[0];
}

export interface MatchRow {
  id: number;
  created_at: Date | string;
}

export async function insertMatch(tx: Queryable, tuteeId: number, tutorId: number, staffUserId: number | null): Promise<MatchRow> {
  const { rows } = await tx.query<MatchRow>(
    'INSERT INTO matches (tutee_id, tutor_id, created_by) VALUES ($1, $2, $3) RETURNING id, created_at',
    [tuteeId, tutorId, staffUserId],
  );
  const row = rows[0];
  if (!row) throw new Error('INSERT ... RETURNING answered no row');
  return row;
}

// Tutee and tutor columns side by side under their own prefixes, so neither side's id or name overwrites the other.
const PREFIXED_TUTEE = TUTEE_COLUMNS.split(',').map((c) => `${c.trim()} AS "tutee.${c.trim().slice(2)}"`).join(', ');
const PREFIXED_TUTOR = TUTOR_COLUMNS.split(',').map((c) => `${c.trim()} AS "tutor.${c.trim().slice(2)}"`).join(', ');

export type MatchListRow = { match_id: number; created_at: Date | string } & Record<string, unknown>;

const MATCH_COLUMNS = `m.id AS match_id, m.created_at, ${PREFIXED_TUTEE}, ${PREFIXED_TUTOR}`;
const MATCH_FROM = 'matches m JOIN tutees t ON t.id = m.tutee_id JOIN tutors r ON r.id = m.tutor_id';

/** Matches newest first, optionally those created in [from, to): how many, and every row in batches. */
export async function listMatches(
  db: Queryable,
  range: { from: Date; to: Date } | null,
  batchSize = BATCH_SIZE,
): Promise<{ total: number; batches: AsyncIterable<MatchListRow[]> }> {
  const where = range ? 'm.created_at >= $1 AND m.created_at < $2' : 'TRUE';
  const params = range ? [range.from, range.to] : [];
  const newestFirst = { columns: MATCH_COLUMNS, from: MATCH_FROM, where, params, time: 'm.created_at', id: 'm.id', direction: 'DESC' } as const;
  return countedKeysetBatches<MatchListRow>(db, newestFirst, batchSize);
}

/** The pair's current (unended) match, if any. */
export async function findCurrentMatch(db: Queryable, tuteeId: number, tutorId: number): Promise<MatchListRow | undefined> {
  const { rows } = await db.query<MatchListRow>(`SELECT ${MATCH_COLUMNS} FROM ${MATCH_FROM} WHERE m.tutee_id = $1 AND m.tutor_id = $2 AND m.ended_at IS NULL`, [
    tuteeId,
    tutorId,
  ]);
  return rows[0];
}
