import type { StaffListKind, StaffListQuery } from '@tutoring/common';
import type { Queryable } from '../db/db.js';
import { TUTOR_COLUMNS, type TutorRow } from '../records/tutorRecord.js';
import { listRows, toggleActive, type StaffListTable } from '../staffLists/repo.js';
import type { Page } from '../staffLists/search.js';

const TUTORS: StaffListTable = {
  table: 'tutors',
  alias: 'r',
  columns: TUTOR_COLUMNS,
  // tutors_pending_idx (active with free capacity) and tutors_inactive_idx
  predicates: { all: 'TRUE', active: 'r.active AND r.current_matches < r.capacity', deactive: 'NOT r.active' },
  // tutors_search_idx: name, email and school as one text
  searchText: `lower(r.first_name || ' ' || r.last_name || ' ' || r.email || ' ' || r.school)`,
};

export function listTutors(db: Queryable, kind: StaffListKind, query: StaffListQuery, countCap: number, batchSize?: number): Promise<Page<TutorRow>> {
  return listRows<TutorRow>(db, TUTORS, kind, query, countCap, batchSize);
}

export function toggleTutorActive(db: Queryable, id: number): Promise<TutorRow | undefined> {
  return toggleActive<TutorRow>(db, TUTORS, id);
}
