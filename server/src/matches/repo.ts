import { MATCH_GROUPS, type MatchGroup } from '@tutoring/common';
import { CONTACT_STATUS_SQL } from '../checkins/index.js';
import type { Queryable, SqlParam } from '../db/db.js';
import { PREVIOUS_TUTORS_COLUMN, TUTEE_COLUMNS, type TuteeRow } from '../records/tuteeRecord.js';
import { awaitingGuardianConsent } from '../applications/index.js';
import { TUTOR_COLUMNS, type TutorRow } from '../records/tutorRecord.js';
import { MATCH_SURVEYS_COLUMN } from '../surveys/index.js';
import { MATCH_EMAILS_COLUMN } from './emailRepo.js';

export interface CandidateSearch {
  subjects: [string, string, string];
  grade: string;
  /** null: no tutee given, so nobody is excluded and nobody speaks their language */
  tuteeId: number | null;
  tuteeLanguages: string[];
  tuteeLanguageOther: string | null;
  /** the tutee's "When can you meet?" slots: tutors free at one of them come first within a language tier */
  tuteeAvailability: string[];
  group: MatchGroup | null;
  limitPerGroup: number;
}

/** Each requested group's candidates, best first: tutors rows parsed from tutor_json (submitted_at is then a string). */
export type CandidateLists = Partial<Record<MatchGroup, TutorRow[]>>;

// Which of the tutee's second and third subjects a tutor in each group teaches (groups A-D).
const GROUP_SUBJECTS: Record<MatchGroup, { second: boolean; third: boolean }> = {
  A: { second: true, third: true },
  B: { second: true, third: false },
  C: { second: false, third: true },
  D: { second: false, third: false },
};

function rankingParams(search: CandidateSearch): SqlParam[] {
  const groups = search.group ? [search.group] : MATCH_GROUPS;
  return [
    ...search.subjects,
    search.grade,
    search.tuteeId,
    search.tuteeLanguages,
    search.tuteeLanguageOther,
    groups,
    groups.map((g) => GROUP_SUBJECTS[g].second),
    groups.map((g) => GROUP_SUBJECTS[g].third),
    search.limitPerGroup,
    search.tuteeAvailability,
  ];
}

const RANKING = 'candidate_ranking($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ranked';

/**
 * Available tutors who teach subject 1 at the grade, by group, best first within a group: speakers of one of the
 * tutee's languages, then (among the rows kept) tutors free at one of the tutee's times, then the longest waiting. candidate_ranking (database.sql) ranks them from tutor_offers; each
 * group comes back as one JSON array joined from the kept tutors' tutor_json. One JSON.parse makes the rows: node-postgres
 * turning 100 rows of 17 columns into objects (arrays and dates parsed field by field) left enough garbage that
 * collection pauses set the query's p99 (docs/benchmarks.md).
 */
export async function findCandidates(db: Queryable, search: CandidateSearch): Promise<CandidateLists> {
  const { rows } = await db.query<{ match_group: MatchGroup; tutors: string }>(
    `SELECT ranked.match_group, '[' || string_agg(j.row_json, ',' ORDER BY ranked.rank) || ']' AS tutors
     FROM ${RANKING} JOIN tutor_json j ON j.tutor_id = ranked.tutor_id
     GROUP BY ranked.match_group`,
    rankingParams(search),
  );
  return Object.fromEntries(rows.map((row) => [row.match_group, JSON.parse(row.tutors) as TutorRow[]]));
}

/**
 * The same ranking as findCandidates, as the match page's answer (GET /api/matches/groups): JSON text of an object with
 * the four groups, each an array of the rows a candidate line shows (CandidateRow), best first. Each row is kept as
 * JSON text with the tutor (tutor_json.candidate_json, database.sql), so neither the database nor the server builds,
 * parses or writes 400 rows at each search (docs/benchmarks.md).
 */
export async function findCandidateRowsJson(db: Queryable, search: CandidateSearch): Promise<string> {
  const { rows } = await db.query<{ match_group: MatchGroup; tutors: string }>(
    `SELECT ranked.match_group, '[' || string_agg(j.candidate_json, ',' ORDER BY ranked.rank) || ']' AS tutors
     FROM ${RANKING} JOIN tutor_json j ON j.tutor_id = ranked.tutor_id
     GROUP BY ranked.match_group`,
    rankingParams(search),
  );
  const lists = new Map(rows.map((row) => [row.match_group, row.tutors]));
  return `{${MATCH_GROUPS.map((group) => `"${group}":${lists.get(group) ?? '[]'}`).join(',')}}`;
}

/** What the candidate search needs of the tutee being matched: the languages and times its candidates may share. */
export async function findTuteeLanguages(
  db: Queryable,
  id: number,
): Promise<Pick<TuteeRow, 'languages' | 'language_other' | 'availability'> | undefined> {
  const { rows } = await db.query<Pick<TuteeRow, 'languages' | 'language_other' | 'availability'>>(
    'SELECT languages, language_other, availability FROM tutees WHERE id = $1',
    [id],
  );
  return rows[0];
}

export async function findTutee(db: Queryable, id: number): Promise<TuteeRow | undefined> {
  const { rows } = await db.query<TuteeRow>(
    `SELECT ${TUTEE_COLUMNS}, ${PREVIOUS_TUTORS_COLUMN} FROM tutees t WHERE t.id = $1`,
    [id],
  );
  return rows[0];
}

/**
 * Takes the tutor's row lock before anything else of a match's creation or end. Both change the tutee first, whose
 * trigger locks the counters of its subject and grade, then the tutor, whose trigger locks those of every subject and
 * grade it teaches: a transaction holding a counter while it waited for the tutor's row, beside one holding the row
 * while it waited for that counter, deadlocked (a creation and an end for one tutor, or two ends).
 */
export async function lockTutor(tx: Queryable, id: number): Promise<void> {
  await tx.query('SELECT 1 FROM tutors WHERE id = $1 FOR NO KEY UPDATE', [id]);
}

/**
 * Marks the tutee matched if it is active, unmatched and not waiting for a guardian's consent; the row lock makes
 * racing requests wait their turn.
 */
export async function claimTutee(tx: Queryable, id: number): Promise<TuteeRow | undefined> {
  const { rows } = await tx.query<TuteeRow>(
    `UPDATE tutees t SET matched = true
     WHERE t.id = $1 AND t.active AND NOT t.matched AND NOT ${awaitingGuardianConsent('t')} RETURNING ${TUTEE_COLUMNS}`,
    [id],
  );
  return rows[0];
}

/** Takes one place of the tutor's capacity if the tutor is active, not paused, and has one free. */
export async function claimTutorPlace(tx: Queryable, id: number): Promise<TutorRow | undefined> {
  const { rows } = await tx.query<TutorRow>(
    `UPDATE tutors r SET current_matches = r.current_matches + 1
     WHERE r.id = $1 AND r.active AND r.paused_at IS NULL AND r.current_matches < r.capacity RETURNING ${TUTOR_COLUMNS}`,
    [id],
  );
  return rows[0];
}

/** A tutor this tutee had a match with, or one on its do-not-pair list (the candidate search leaves both out). */
export async function isPairBarred(db: Queryable, tuteeId: number, tutorId: number): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM matches WHERE tutee_id = $1 AND tutor_id = $2 UNION ALL SELECT 1 FROM do_not_pair WHERE tutee_id = $1 AND tutor_id = $2 LIMIT 1`,
    [tuteeId, tutorId],
  );
  return rows.length > 0;
}

export interface MatchRow {
  id: number;
  created_at: Date | string;
}

export async function insertMatch(
  tx: Queryable,
  tuteeId: number,
  tutorId: number,
  staffUserId: number | null,
  proposalRunId: number | null = null,
): Promise<MatchRow> {
  const { rows } = await tx.query<MatchRow>(
    'INSERT INTO matches (tutee_id, tutor_id, created_by, proposal_run_id) VALUES ($1, $2, $3, $4) RETURNING id, created_at',
    [tuteeId, tutorId, staffUserId, proposalRunId],
  );
  const row = rows[0];
  if (!row) throw new Error('INSERT ... RETURNING answered no row');
  return row;
}

/** The field names of a column list written as `t.first_name, t.last_name, ...`. */
const fieldsOf = (columns: string) => columns.split(',').map((column) => column.trim().slice(2));
export const TUTEE_FIELDS = fieldsOf(TUTEE_COLUMNS);
export const TUTOR_FIELDS = fieldsOf(TUTOR_COLUMNS);

// Tutee and tutor columns side by side under their own prefixes, so neither side's id or name overwrites the other.
const prefixed = (alias: string, side: string, fields: readonly string[]) =>
  fields.map((field) => `${alias}.${field} AS "${side}.${field}"`).join(', ');
const PREFIXED_TUTEE = prefixed('t', 'tutee', TUTEE_FIELDS);
const PREFIXED_TUTOR = prefixed('r', 'tutor', TUTOR_FIELDS);

export type MatchListRow = {
  match_id: number;
  created_at: Date | string;
  ended_at: Date | string | null;
  end_reason: string | null;
  end_note: string | null;
  contact_status: string;
} & Record<string, unknown>;

export const MATCH_COLUMNS = `m.id AS match_id, m.created_at, m.ended_at, m.end_reason, m.end_note,
  ${CONTACT_STATUS_SQL} AS contact_status, ${MATCH_EMAILS_COLUMN}, ${MATCH_SURVEYS_COLUMN}, ${PREFIXED_TUTEE}, ${PREFIXED_TUTOR}`;
export const MATCH_FROM = 'matches m JOIN tutees t ON t.id = m.tutee_id JOIN tutors r ON r.id = m.tutor_id';

/** The pair's current (unended) match, if any. */
export async function findCurrentMatch(
  db: Queryable,
  tuteeId: number,
  tutorId: number,
): Promise<MatchListRow | undefined> {
  const { rows } = await db.query<MatchListRow>(
    `SELECT ${MATCH_COLUMNS} FROM ${MATCH_FROM} WHERE m.tutee_id = $1 AND m.tutor_id = $2 AND m.ended_at IS NULL`,
    [tuteeId, tutorId],
  );
  return rows[0];
}

/** One match with both profiles, ended or not. */
export async function findMatch(db: Queryable, matchId: number): Promise<MatchListRow | undefined> {
  const { rows } = await db.query<MatchListRow>(`SELECT ${MATCH_COLUMNS} FROM ${MATCH_FROM} WHERE m.id = $1`, [
    matchId,
  ]);
  return rows[0];
}

export interface MatchEnd {
  matchId: number;
  endedAt: Date;
  reason: string;
  note: string | null;
  staffUserId: number | null;
}

/**
 * Ends the match if it is current and answers its pair and start; undefined when it is unknown or already ended. The
 * row lock makes a second, racing end wait and then find the match ended.
 */
export async function closeMatch(
  tx: Queryable,
  end: MatchEnd,
): Promise<{ tutee_id: number; tutor_id: number; created_at: Date | string } | undefined> {
  const { rows } = await tx.query<{ tutee_id: number; tutor_id: number; created_at: Date | string }>(
    `UPDATE matches m SET ended_at = $2, end_reason = $3, end_note = $4, ended_by = $5
     WHERE m.id = $1 AND m.ended_at IS NULL RETURNING m.tutee_id, m.tutor_id, m.created_at`,
    [end.matchId, end.endedAt, end.reason, end.note, end.staffUserId],
  );
  return rows[0];
}

/** The tutee of an ended match: back to Pending Tutees (active, unmatched) or closed (inactive). */
export async function releaseTutee(tx: Queryable, tuteeId: number, returnToPending: boolean): Promise<void> {
  await tx.query('UPDATE tutees SET matched = false, active = $2 WHERE id = $1', [tuteeId, returnToPending]);
}

/** Gives back the tutor's place; the tutor_offers trigger offers the tutor again when below capacity. */
export async function releaseTutorPlace(tx: Queryable, tutorId: number): Promise<void> {
  await tx.query('UPDATE tutors SET current_matches = current_matches - 1 WHERE id = $1', [tutorId]);
}
