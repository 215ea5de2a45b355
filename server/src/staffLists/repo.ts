import { STAFF_LIST_MESSAGES, type StaffListKind, type StaffListQuery } from '@tutoring/common';
import type { Queryable, SqlParam } from '../db/db.js';
import { BATCH_SIZE, countedKeysetBatches, oneBatch } from '../db/batches.js';
import { badRequest } from '../http/errors.js';
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
  /** a list's own joins, columns, filters, search and order beyond the shared ones (the tutees' triage) */
  refine?(kind: StaffListKind, query: StaffListQuery, params: SqlParam[]): ListRefinement;
}

/** What a table adds to its list query; parameters it names are pushed onto the list's own. */
export interface ListRefinement {
  /** joins after the table, and the columns they give */
  joins: string;
  columns: string;
  /** more conditions, ANDed */
  where: string[];
  /** more ways for q (already a parameter, $1) to match, ORed with searchText */
  searchAlso: string[];
  /** the page's order, as expressions of the query (`inner`) and of its output columns (`outer`, on alias p) */
  order?: { inner: string; outer: string };
  /** the unpaged list's order (keyset batches): newest first instead of oldest; absent with `order` means unpaged refused */
  unpagedDirection?: 'ASC' | 'DESC';
  /**
   * How to count the same rows more cheaply: a FROM and WHERE without the joins' tables (counted up to the cap), or
   * `exact`, a query answering the exact number as `total` from counts the database keeps (no cap needed)
   */
  count?: { from: string; where: string } | { exact: string };
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
  if (query.q) params.push(containsPattern(query.q));
  const refined = t.refine?.(kind, query, params);
  if (query.q) {
    const matches = [`${t.searchText} LIKE lower($1)`, ...(refined?.searchAlso ?? [])];
    where += ` AND (${matches.join(' OR ')})`;
  }
  if (query.unconfirmed === 'true') {
    where += ` AND ${t.alias}.email_confirm_asked_at IS NOT NULL AND ${t.alias}.email_confirmed_at IS NULL`;
  }
  for (const condition of refined?.where ?? []) where += ` AND ${condition}`;
  const from = `${t.table} ${t.alias}${refined ? ` ${refined.joins}` : ''}`;
  const columns = refined ? `${t.columns}, ${refined.columns}` : t.columns;
  if (!isPaged(query)) {
    const direction = refined?.order ? refined.unpagedDirection : 'ASC';
    if (!direction) throw badRequest(STAFF_LIST_MESSAGES.sortNeedsPage);
    const everyRow = {
      columns,
      from,
      where,
      params,
      time: `${t.alias}.submitted_at`,
      id: `${t.alias}.id`,
      direction,
    } as const;
    const { total, batches } = await countedKeysetBatches<Row>(db, everyRow, batchSize);
    return { batches, returned: total, total, capped: false };
  }
  const filterParams = [...params];
  const order = refined?.order ?? {
    inner: `${t.alias}.submitted_at, ${t.alias}.id`,
    outer: 'p.submitted_at, p.id',
  };
  const counted = refined?.count ?? { from, where };
  // The page and its count on two connections at once: waiting for one, then the other, cost about 1 ms of the
  // staff list's 6 ms at 1,000,000 tutees with one connection.
  const [page, count] = await Promise.all([
    // The page as one JSON value: PGlite's JavaScript parsed each field of 50 typed rows, 3.4-3.8 ms of a page at
    // 1,000,000 tutees against 1.8-1.9 ms for the JSON (docs/benchmarks.md).
    db.query<{ rows: string | null }>(
      `SELECT json_agg(p ORDER BY ${order.outer})::text AS rows
       FROM (SELECT ${columns} FROM ${from} WHERE ${where} ORDER BY ${order.inner}${pageClause(query, params)}) p`,
      params,
    ),
    'exact' in counted
      ? exactCount(db, counted.exact, filterParams)
      : countUpTo(db, counted.from, counted.where, filterParams, countCap),
  ]);
  const rows = JSON.parse(page.rows[0]?.rows ?? '[]') as Row[];
  return { batches: oneBatch(rows), returned: rows.length, ...count };
}

async function exactCount(
  db: Queryable,
  query: string,
  params: readonly SqlParam[],
): Promise<Pick<Page<unknown>, 'total' | 'capped'>> {
  const { rows } = await db.query<{ total: number }>(query, params);
  return { total: rows[0]?.total ?? 0, capped: false };
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
