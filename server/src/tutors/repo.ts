import type { Queryable } from '../db/db.js';
import { TUTOR_COLUMNS, type TutorRow } from '../records/tutorRecord.js';
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

export async function findTutor(db: Queryable, id: number): Promise<TutorRow | undefined> {
  const { rows } = await db.query<TutorRow>(`SELECT ${TUTOR_COLUMNS} FROM tutors r WHERE r.id = $1`, [id]);
  return rows[0];
}

/**
 * Sets the tutor's capacity unless it would fall below the tutor's current matches (undefined then, and for an
 * unknown id). The row lock orders it with a racing match, which then sees the new capacity.
 */
export async function setCapacity(db: Queryable, id: number, capacity: number): Promise<TutorRow | undefined> {
  const { rows } = await db.query<TutorRow>(
    `UPDATE tutors r SET capacity = $2 WHERE r.id = $1 AND r.current_matches <= $2 RETURNING ${TUTOR_COLUMNS}`,
    [id, capacity],
  );
  return rows[0];
}

export async function currentMatchesOf(db: Queryable, id: number): Promise<number | undefined> {
  const { rows } = await db.query<{ current_matches: number }>('SELECT current_matches FROM tutors WHERE id = $1', [
    id,
  ]);
  return rows[0]?.current_matches;
}
