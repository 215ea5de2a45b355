import type { Queryable } from '../db/db.js';

export interface DoNotPairRow {
  tutee_id: number;
  tutor_id: number;
  tutee_name: string;
  tutor_name: string;
  reason: string;
  created_at: Date | string;
}

const ENTRY_COLUMNS = `d.tutee_id, d.tutor_id, t.first_name || ' ' || t.last_name AS tutee_name,
  r.first_name || ' ' || r.last_name AS tutor_name, d.reason, d.created_at`;
const ENTRY_FROM = 'do_not_pair d JOIN tutees t ON t.id = d.tutee_id JOIN tutors r ON r.id = d.tutor_id';

/** Bars the pair; a pair already barred keeps its first reason. Answers whether this call added it. */
export async function addPair(
  db: Queryable,
  tuteeId: number,
  tutorId: number,
  reason: string,
  staffUserId: number | null,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO do_not_pair (tutee_id, tutor_id, reason, created_by) VALUES ($1, $2, $3, $4) ON CONFLICT (tutee_id, tutor_id) DO NOTHING`,
    [tuteeId, tutorId, reason, staffUserId],
  );
  return rowCount > 0;
}

export async function removePair(db: Queryable, tuteeId: number, tutorId: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM do_not_pair WHERE tutee_id = $1 AND tutor_id = $2', [
    tuteeId,
    tutorId,
  ]);
  return rowCount > 0;
}

export async function pairsOf(db: Queryable, side: 'tutee' | 'tutor', id: number): Promise<DoNotPairRow[]> {
  const column = side === 'tutee' ? 'd.tutee_id' : 'd.tutor_id';
  const { rows } = await db.query<DoNotPairRow>(
    `SELECT ${ENTRY_COLUMNS} FROM ${ENTRY_FROM} WHERE ${column} = $1 ORDER BY d.created_at, d.tutee_id, d.tutor_id`,
    [id],
  );
  return rows;
}

export async function exists(db: Queryable, table: 'tutees' | 'tutors', id: number): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
  return rows.length > 0;
}
