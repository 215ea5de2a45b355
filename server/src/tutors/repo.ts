import { TUTOR_COLUMNS } from '../records/tutorRecord.js';
import type { StaffListTable } from '../staffLists/repo.js';

export const TUTORS: StaffListTable = {
  table: 'tutors',
  alias: 'r',
  columns: TUTOR_COLUMNS,
  // tutors_pending_idx (active with free capacity) and tutors_inactive_idx
  predicates: { all: 'TRUE', active: 'r.active AND r.current_matches < r.capacity', deactive: 'NOT r.active' },
  // tutors_search_idx: name, email and school as one text
  searchText: `lower(r.first_name || ' ' || r.last_name || ' ' || r.email || ' ' || r.school)`,
};
