import type { StaffListKind, StaffListQuery } from '@tutoring/common';
import type { Queryable } from '../db/db.js';
import { PREVIOUS_TUTORS_COLUMN, TUTEE_COLUMNS, type TuteeRow } from '../records/tuteeRecord.js';
import { listRows, type StaffListTable } from '../staffLists/repo.js';
import type { Page } from '../staffLists/search.js';
import { tuteeListRefinement } from './triage.js';

export const TUTEES: StaffListTable = {
  table: 'tutees',
  alias: 't',
  columns: `${TUTEE_COLUMNS}, ${PREVIOUS_TUTORS_COLUMN}`,
  // tutees_pending_idx and tutees_inactive_idx
  predicates: { all: 'TRUE', active: 't.active AND NOT t.matched', deactive: 'NOT t.active' },
  // tutees_search_idx: name, emails and school as one text
  // A status change by staff is theirs: no reconfirmation reason stays on it.
  statusChangeSets: 'inactive_reason = NULL',
  searchText: `lower(t.first_name || ' ' || t.last_name || ' ' || coalesce(t.email_guardian, '') || ' ' || coalesce(t.email_student, '') || ' ' || t.school)`,
  refine: tuteeListRefinement,
};

export function listTutees(
  db: Queryable,
  kind: StaffListKind,
  query: StaffListQuery,
  countCap: number,
  batchSize?: number,
): Promise<Page<TuteeRow>> {
  return listRows<TuteeRow>(db, TUTEES, kind, query, countCap, batchSize);
}
