import type { StaffListKind, StaffListQuery } from '@tutoring/common';
import type { Queryable, SqlParam } from '../db/db.js';
import { TUTEE_COLUMNS, type TuteeRow } from '../records/tuteeRecord.js';
import { containsPattern, countUpTo, isPaged, pageClause, type Page } from '../staffLists/search.js';

// The same predicates as the partial indexes tutees_pending_idx and tutees_inactive_idx, so the
// planner walks the index in (submitted_at, id) order and stops after one page.
const LIST_PREDICATES: Record<StaffListKind, string> = {
  all: 'TRUE',
  active: 't.active AND NOT t.matched',
  deactive: 'NOT t.active',
};

// Name, emails and school as one text, written exactly as the expression of tutees_search_idx (a trigram
// index in database.sql), so a search is an index lookup instead of a scan of every tutee.
const TUTEE_SEARCH_TEXT = `lower(t.first_name || ' ' || t.last_name || ' ' || coalesce(t.email_guardian, '') || ' ' || coalesce(t.email_student, '') || ' ' || t.school)`;
const SEARCH = `${TUTEE_SEARCH_TEXT} LIKE lower($1)`;

/** A page of the list with the number of matching rows, counted up to countCap (see countUpTo). */
export async function listTutees(db: Queryable, kind: StaffListKind, query: StaffListQuery, countCap: number): Promise<Page<TuteeRow>> {
  const params: SqlParam[] = [];
  let where = LIST_PREDICATES[kind];
  if (query.q) {
    params.push(containsPattern(query.q));
    where += ` AND ${SEARCH}`;
  }
  const filterParams = [...params];
  const rows = await db.query<TuteeRow>(
    `SELECT ${TUTEE_COLUMNS} FROM tutees t WHERE ${where} ORDER BY t.submitted_at, t.id${pageClause(query, params)}`,
    params,
  );
  if (!isPaged(query)) return { items: rows.rows, total: rows.rows.length, capped: false };
  return { items: rows.rows, ...(await countUpTo(db, 'tutees t', where, filterParams, countCap)) };
}

/** Flips active and answers the updated row, or undefined for an unknown id. */
export async function toggleTuteeActive(db: Queryable, id: number): Promise<TuteeRow | undefined> {
  const result = await db.query<TuteeRow>(`UPDATE tutees AS t SET active = NOT t.active WHERE t.id = $1 RETURNING ${TUTEE_COLUMNS}`, [id]);
  return result.rows[0];
}
