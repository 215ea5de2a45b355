import type { ContactStatus, MatchCsvRecord, MatchListQuery } from '@tutoring/common';
import { CONTACT_STATUS_SQL } from '../checkins/index.js';
import { BATCH_SIZE, countedKeysetBatches, oneBatch } from '../db/batches.js';
import type { Queryable, SqlParam } from '../db/db.js';
import { containsPattern, countUpTo, type Page } from '../staffLists/search.js';
import { MATCH_COLUMNS, MATCH_FROM, type MatchListRow } from './repo.js';

/** The filter of a records query as SQL on matches m, tutees t and tutors r, with its parameters. */
function matchFilter(query: Pick<MatchListQuery, 'year' | 'status' | 'q'>): {
  where: string;
  params: SqlParam[];
} {
  const params: SqlParam[] = [];
  const conditions: string[] = [];
  if (query.year !== undefined) {
    params.push(new Date(Date.UTC(query.year, 0, 1)), new Date(Date.UTC(query.year + 1, 0, 1)));
    conditions.push(`m.created_at >= $${params.length - 1} AND m.created_at < $${params.length}`);
  }
  if (query.status === 'current') conditions.push('m.ended_at IS NULL');
  if (query.status === 'ended') conditions.push('m.ended_at IS NOT NULL');
  if (query.q) {
    params.push(containsPattern(query.q));
    conditions.push(
      `lower(t.first_name || ' ' || t.last_name || ' ' || r.first_name || ' ' || r.last_name) LIKE lower($${params.length})`,
    );
  }
  return { where: conditions.length > 0 ? conditions.join(' AND ') : 'TRUE', params };
}

export interface MatchListItemRow {
  match_id: number;
  created_at: string;
  ended_at: string | null;
  end_reason: string | null;
  tutee_id: number;
  tutor_id: number;
  tutee_firstname: string;
  tutee_lastname: string;
  tutor_first_name: string;
  tutor_last_name: string;
  active_tutee: boolean;
  tutee_matched: boolean;
  contact_status: ContactStatus;
}

// Names, dates and status only: a records page of 50 reads 50 narrow rows, not 50 pairs of full profiles.
const ITEM_COLUMNS = `m.id AS match_id, m.created_at, m.ended_at, m.end_reason, m.tutee_id, m.tutor_id,
  t.first_name AS tutee_firstname, t.last_name AS tutee_lastname, r.first_name AS tutor_first_name, r.last_name AS tutor_last_name,
  t.active AS active_tutee, t.matched AS tutee_matched, ${CONTACT_STATUS_SQL} AS contact_status`;

/** A page when only offset is given. */
const MATCH_PAGE_SIZE = 50;

/**
 * A page of matches newest first (matches_created_idx) as one JSON value, with the number of matches the filter
 * finds, counted up to countCap.
 */
export async function listMatchPage(
  db: Queryable,
  query: MatchListQuery,
  countCap: number,
): Promise<Page<MatchListItemRow>> {
  const { where, params } = matchFilter(query);
  const filterParams = [...params];
  params.push(query.limit ?? MATCH_PAGE_SIZE, query.offset ?? 0);
  // Every match has its tutee and tutor, so without a name to search the count reads matches alone: joining both
  // tables for 10,001 matches cost 32 ms of a 34 ms page at 100,000 matches (docs/benchmarks.md).
  const countFrom = query.q ? MATCH_FROM : 'matches m';
  // The page and its count at once, as the staff lists do (staffLists/repo.ts).
  const [page, count] = await Promise.all([
    db.query<{ rows: string | null }>(
      `SELECT json_agg(p ORDER BY p.created_at DESC, p.match_id DESC)::text AS rows
       FROM (SELECT ${ITEM_COLUMNS} FROM ${MATCH_FROM} WHERE ${where}
             ORDER BY m.created_at DESC, m.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}) p`,
      params,
    ),
    countUpTo(db, countFrom, where, filterParams, countCap),
  ]);
  const rows = JSON.parse(page.rows[0]?.rows ?? '[]') as MatchListItemRow[];
  return { batches: oneBatch(rows), returned: rows.length, ...count };
}

/** Every match the filter finds, newest first, in keyset batches of the given columns. */
function batchesOf<Row>(
  db: Queryable,
  query: Pick<MatchListQuery, 'year' | 'status' | 'q'>,
  columns: string,
  batchSize: number,
) {
  const { where, params } = matchFilter(query);
  return countedKeysetBatches<Row>(
    db,
    { columns, from: MATCH_FROM, where, params, time: 'm.created_at', id: 'm.id', direction: 'DESC' },
    batchSize,
  );
}

/** Every match the filter finds with both full profiles (the unpaged list). */
export function matchBatches(
  db: Queryable,
  query: Pick<MatchListQuery, 'year' | 'status' | 'q'>,
  batchSize = BATCH_SIZE,
) {
  return batchesOf<MatchListRow>(db, query, MATCH_COLUMNS, batchSize);
}

export type MatchCsvRow = Omit<MatchCsvRecord, 'match_timestamp' | 'ended_at'> & {
  created_at: Date | string;
  ended_at: Date | string | null;
};

// The export's columns alone, under the record's names: building 20,000 full records (150 fields each, emails and
// surveys) to write 21 of their fields took the server's heap to 150 MB.
const CSV_COLUMNS = `m.created_at, m.ended_at, m.end_reason, m.end_note,
  t.first_name AS tutee_firstname, t.last_name AS tutee_lastname, t.grade AS tutee_grade, t.school AS tutee_school,
  t.email_student, t.email_guardian, t.phone AS tutee_phone, t.subject_1, t.subject_2, t.subject_3,
  r.first_name AS tutor_first_name, r.last_name AS tutor_last_name, r.email AS tutor_email, r.phone AS tutor_phone,
  r.grade AS tutor_grade, r.school AS tutor_school`;

/** Every match the filter finds with the fields of its CSV line (the export). */
export function matchCsvBatches(
  db: Queryable,
  query: Pick<MatchListQuery, 'year' | 'status' | 'q'>,
  batchSize = BATCH_SIZE,
) {
  return batchesOf<MatchCsvRow>(db, query, CSV_COLUMNS, batchSize);
}
