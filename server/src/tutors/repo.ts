import type { StaffListKind, StaffListQuery } from '@tutoring/common';
import type { Queryable, SqlParam } from '../db/db.js';
import { TUTOR_COLUMNS, type TutorRow } from '../records/tutorRecord.js';
import { containsPattern, countUpTo, isPaged, pageClause, type Page } from '../staffLists/search.js';

// The same predicates as the partial indexes tutors_pending_idx and tutors_inactive_idx, so the
// planner walks the index in (submitted_at, id) order and stops after one page.
const LIST_PREDICATES: Record<StaffListKind, string> = {
  all: 'TRUE',
  active: 'r.active AND r.current_matches < r.capacity',
  deactive: 'NOT r.active',
};

// Name, email and school as one text, written exactly as the expression of tutors_search_idx (a trigram
// index in database.sql), so a search is an index lookup instead of a scan of every tutor.
const TUTOR_SEARCH_TEXT = `lower(r.first_name || ' ' || r.last_name || ' ' || r.email || ' ' || r.school)`;
const SEARCH = `${TUTOR_SEARCH_TEXT} LIKE lower($1)`;

/** A page of the list with the number of matching rows, counted up to countCap (see countUpTo). */
export async function listTutors(db: Queryable, kind: StaffListKind, query: StaffListQuery, countCap: number): Promise<Page<TutorRow>> {
  const params: SqlParam[] = [];
  let where = LIST_PREDICATES[kind];
  if (query.q) {
    params.push(containsPattern(query.q));
    where += ` AND ${SEARCH}`;
  }
  const filterParams = [...params];
  const rows = await db.query<TutorRow>(
    `SELECT ${TUTOR_COLUMNS} FROM tutors r WHERE ${where} ORDER BY r.submitted_at, r.id${pageClause(query, params)}`,
    params,
  );
  if (!isPaged(query)) return { items: rows.rows, total: rows.rows.length, capped: false };
  return { items: rows.rows, ...(await countUpTo(db, 'tutors r', where, filterParams, countCap)) };
}

/** Flips active and answers the updated row, or undefined for an unknown id. */
export async function toggleTutorActive(db: Queryable, id: number): Promise<TutorRow | undefined> {
  const result = await db.query<TutorRow>(`UPDATE tutors AS r SET active = NOT r.active WHERE r.id = $1 RETURNING ${TUTOR_COLUMNS}`, [id]);
  return result.rows[0];
}
