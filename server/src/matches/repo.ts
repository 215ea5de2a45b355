import type { MatchGroup } from '@tutoring/common';
import type { Queryable } from '../db/db.js';
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

export type CandidateRow = TutorRow & { match_group: MatchGroup };

// Every predicate on subjects and grades is array containment (@>), and the WHERE clause repeats the
// partial indexes' condition, so PostgreSQL answers from tutors_available_subjects_idx / _grades_idx.
const HAS_S2 = 'r.subjects @> ARRAY[$2]::text[]';
const HAS_S3 = 'r.subjects @> ARRAY[$3]::text[]';

// The tutee's catalogue languages overlap the tutor's, or both wrote the same other language (never null, so it sorts).
const SPEAKS = `COALESCE(r.languages && $6::text[] OR lower(trim(r.language_other)) = lower(trim($7::text)), false)`;

// "C" collation: the ranking sorts every candidate by group, and byte order of 'A'..'D' is the same order
// without the database collation's slower comparisons.
const GROUP_CASE = `(CASE WHEN ${HAS_S2} AND ${HAS_S3} THEN 'A' WHEN ${HAS_S2} THEN 'B' WHEN ${HAS_S3} THEN 'C' ELSE 'D' END) COLLATE "C"`;

const GROUP_FILTER: Record<MatchGroup, string> = {
  A: `${HAS_S2} AND ${HAS_S3}`,
  B: `${HAS_S2} AND NOT ${HAS_S3}`,
  C: `${HAS_S3} AND NOT ${HAS_S2}`,
  D: `NOT ${HAS_S2} AND NOT ${HAS_S3}`,
};

/**
 * Available tutors who teach subject 1 and the grade, each labelled with its group, best first
 * within a group: speakers of one of the tutee's languages, then the longest waiting.
 * The ranking sorts narrow rows (id, group, rank) of every candidate, which may be thousands at 100,000 tutors;
 * only the kept limitPerGroup per group are then joined back for the record columns, so the width of a tutor
 * record is paid for at most 4 x limitPerGroup rows instead of for every candidate.
 */
export async function findCandidates(db: Queryable, search: CandidateSearch): Promise<CandidateRow[]> {
  const groupFilter = search.group ? `AND ${GROUP_FILTER[search.group]}` : '';
  const { rows } = await db.query<CandidateRow>(
    `WITH ranked AS (
       SELECT r.id, ${GROUP_CASE} AS match_group,
              row_number() OVER (PARTITION BY ${GROUP_CASE} ORDER BY ${SPEAKS} DESC, r.submitted_at, r.id) AS rank
       FROM tutors r
       WHERE r.active AND r.current_matches < r.capacity
         AND r.subjects @> ARRAY[$1]::text[]
         AND r.grade_levels @> ARRAY[$4]::text[]
         AND NOT EXISTS (SELECT 1 FROM matches m WHERE m.tutor_id = r.id AND m.tutee_id = $5)
         ${groupFilter}
     ), kept AS (
       SELECT id, match_group, rank FROM ranked WHERE rank <= $8
     )
     SELECT ${TUTOR_COLUMNS}, kept.match_group
     FROM kept JOIN tutors r USING (id)
     ORDER BY kept.match_group, kept.rank`,
    [...search.subjects, search.grade, search.tuteeId, search.tuteeLanguages, search.tuteeLanguageOther, search.limitPerGroup],
  );
  return rows;
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

const MATCH_SELECT = `SELECT m.id AS match_id, m.created_at, ${PREFIXED_TUTEE}, ${PREFIXED_TUTOR}
  FROM matches m JOIN tutees t ON t.id = m.tutee_id JOIN tutors r ON r.id = m.tutor_id`;

/** Matches newest first, optionally those created in [from, to). */
export async function listMatches(db: Queryable, range: { from: Date; to: Date } | null): Promise<MatchListRow[]> {
  const { rows } = range
    ? await db.query<MatchListRow>(`${MATCH_SELECT} WHERE m.created_at >= $1 AND m.created_at < $2 ORDER BY m.created_at DESC, m.id DESC`, [
        range.from,
        range.to,
      ])
    : await db.query<MatchListRow>(`${MATCH_SELECT} ORDER BY m.created_at DESC, m.id DESC`);
  return rows;
}

/** The pair's current (unended) match, if any. */
export async function findCurrentMatch(db: Queryable, tuteeId: number, tutorId: number): Promise<MatchListRow | undefined> {
  const { rows } = await db.query<MatchListRow>(`${MATCH_SELECT} WHERE m.tutee_id = $1 AND m.tutor_id = $2 AND m.ended_at IS NULL`, [
    tuteeId,
    tutorId,
  ]);
  return rows[0];
}
