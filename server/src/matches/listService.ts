import {
  matchCsvHeader,
  matchCsvLines,
  type MatchCsvRecord,
  type EndReason,
  type MatchListItem,
  type MatchListQuery,
  type MatchRecord,
} from '@tutoring/common';
import { recordAudit } from '../audit/service.js';
import { mapBatches } from '../db/batches.js';
import type { Db } from '../db/db.js';
import { notFound } from '../http/errors.js';
import { isoTimestamp } from '../records/tuteeRecord.js';
import type { Page } from '../staffLists/search.js';
import { END_MATCH_ERRORS } from './endService.js';
import { listMatchPage, matchBatches, matchCsvBatches, type MatchCsvRow, type MatchListItemRow } from './listRepo.js';
import { splitJoinedRow } from './matchRecord.js';
import * as repo from './repo.js';

function toListItem(row: MatchListItemRow): MatchListItem {
  const { created_at: createdAt, ended_at: endedAt, end_reason: endReason, ...rest } = row;
  return {
    ...rest,
    match_timestamp: isoTimestamp(createdAt),
    ended_at: endedAt === null ? null : isoTimestamp(endedAt),
    end_reason: endReason as EndReason | null,
  };
}

/** What a records read audits: the filter's shape and how much it returned, never the search text (it may be a name). */
function listDetails(query: MatchListQuery, returned: number): Record<string, unknown> {
  return {
    year: query.year ?? null,
    status: query.status ?? 'all',
    searched: query.q !== undefined,
    limit: query.limit ?? null,
    offset: query.offset ?? null,
    returned,
  };
}

/** The original client's full array of match records for the filter, newest first, in batches as the answer is written. */
export async function listMatchRecords(
  db: Db,
  query: MatchListQuery,
  staffUserId: number | null,
): Promise<AsyncIterable<MatchRecord[]>> {
  const list = await matchBatches(db, query);
  await recordAudit(db, {
    staffUserId,
    action: 'matches.list',
    entity: 'match',
    details: listDetails(query, list.total),
  });
  return mapBatches(list.batches, splitJoinedRow);
}

/** A records page of narrow rows with the number the filter finds (X-Total-Count). */
export async function listMatchPageItems(
  db: Db,
  query: MatchListQuery,
  countCap: number,
  staffUserId: number | null,
): Promise<Page<MatchListItem>> {
  const page = await listMatchPage(db, query, countCap);
  await recordAudit(db, {
    staffUserId,
    action: 'matches.list',
    entity: 'match',
    details: listDetails(query, page.returned),
  });
  return { ...page, batches: mapBatches(page.batches, toListItem) };
}

/** One match with both full profiles, when staff expand its row. An audited read. */
export async function matchRecord(db: Db, matchId: number, staffUserId: number | null): Promise<MatchRecord> {
  const row = await repo.findMatch(db, matchId);
  if (!row) throw notFound(END_MATCH_ERRORS.notFound);
  await recordAudit(db, { staffUserId, action: 'match.read', entity: 'match', entityId: matchId });
  return splitJoinedRow(row);
}

function toCsvRecord({ created_at: createdAt, ended_at: endedAt, ...rest }: MatchCsvRow): MatchCsvRecord {
  return {
    ...rest,
    match_timestamp: isoTimestamp(createdAt),
    ended_at: endedAt === null ? null : isoTimestamp(endedAt),
  };
}

/** The CSV export of the filter: the header line, then the matches' lines batch by batch. */
export async function exportMatchesCsv(
  db: Db,
  query: MatchListQuery,
  staffUserId: number | null,
): Promise<AsyncIterable<string>> {
  const list = await matchCsvBatches(db, query);
  await recordAudit(db, {
    staffUserId,
    action: 'matches.export',
    entity: 'match',
    details: listDetails(query, list.total),
  });
  return (async function* lines() {
    yield matchCsvHeader();
    for await (const batch of list.batches) yield matchCsvLines(batch.map(toCsvRecord));
  })();
}
