import type { StaffListKind, StaffListQuery } from '@tutoring/common';
import type { Queryable, SqlParam } from '../db/db.js';
import { BATCH_SIZE, countedKeysetBatches, oneBatch } from '../db/batches.js';
import { containsPattern, countUpTo, isPaged, pageClause, type Page } from './search.js';

/** What the staff lists need to know of a table; the SQL itself is written once, below. */
export interface StaffListTable {
  table: 'tutees' | 'tutors';
  alias: string;
  /** the select list, with the alias */
  columns: string;
  /** the same predicates as the table's partial indexes, so the planner walks them in (submitted_at, id) order */
  predicates: Record<StaffListKind, string>;
  /** the searched text, written exactly as the expression of the table's trigram index in database.sql */
  searchText: string;
  /** what else a staff status change (PUT changeStatus) sets, as SQL assignments */
  statusChangeSets?: string;
}

/**
 * A page of the list with the number of matching rows, counted up to countCap (see countUpTo); without limit and
 * offset, the whole list with its exact count, read in batches as the answer is written.
 */
export async function listRows<Row>(
  db: Queryable,
  t: StaffListTable,
  kind: StaffListKind,
  query: StaffListQuery,
  countCap: number,
  batchSize = BATCH_SIZE,
): Promise<Page<Row>> {
  const params: SqlParam[] = [];
  let where = t.predicates[kind];
  if (query.q) {
    params.push(containsPattern(query.q));
    where += ` AND ${t.searchText} LIKE lower($1)`;
  }
  if (query.unconfirmed === 'true') {
    where += ` AND ${t.alias}.email_confirm_asked_at IS NOT NULL AND ${t.alias}.email_confirmed_at IS NULL`;
  }
  const from = `${t.table} ${t.alias}`;
  if (!isPaged(query)) {
    const everyRow = {
      columns: t.columns,
      from,
      where,
      params,
      time: `${t.alias}.submitted_at`,
      id: `${t.alias}.id`,
      direction: 'ASC',
    } as const;
    const { total, batches } = await countedKeysetBatches<Row>(db, everyRow, batchSize);
    return { batches, returned: total, total, capped: false };
  }
  const filterParams = [...params];
  // The page as one JSON value: PGlite's JavaScript parsed each field of 50 typed rows, 3.4-3.8 ms of a page at
  // 1,000,000 tutees against 1.8-1.9 ms for the JSON (docs/benchmarks.md).
  const page = await db.query<{ rows: string | null }>(
    `SELECT json_agg(p ORDER BY p.submitted_at, p.id)::text AS rows
     FROM (SELECT ${t.columns} FROM ${from} WHERE ${where} ORDER BY ${t.alias}.submitted_at, ${t.alias}.id${pageClause(query, params)}) p`,
    params,
  );
  const rows = JSON.parse(page.rows[0]?.rows ?? '[]') as Row[];
  return {
    batches: oneBatch(rows),
    returned: rows.length,
    ...(await countUpTo(db, from, where, filterParams, countCap)),
  };
}

/**
 * Flips active and answers the updated row, or undefined for an unknown id. Activating an application the applicant
 * withdrew takes it back (a family that changed its mind, on the phone): it is no longer shown as withdrawn.
 */
export async function toggleActive<Row>(db: Queryable, t: StaffListTable, id: number): Promise<Row | undefined> {
  const result = await db.query<Row>(
    `UPDATE ${t.table} AS ${t.alias}
     SET active = NOT ${t.alias}.active,
         withdrawn_at = CASE WHEN ${t.alias}.active THEN ${t.alias}.withdrawn_at END${t.statusChangeSets ? `, ${t.statusChangeSets}` : ''}
     WHERE ${t.alias}.id = $1 RETURNING ${t.columns}`,
    [id],
  );
  return result.rows[0];
}
