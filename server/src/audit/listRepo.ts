import type { AuditEntryDto, AuditFilter, AuditQuery } from '@tutoring/common';
import { countedKeysetBatches, type KeysetQuery } from '../db/batches.js';
import type { Queryable, SqlParam } from '../db/db.js';

/** Counting stops here: past it the page says "more than", as the staff lists do. */
const AUDIT_COUNT_CAP = 10_000;

const COLUMNS = `a.id::int AS id, to_json(a.created_at) #>> '{}' AS "createdAt", actor.username AS actor, a.action, a.entity,
  a.entity_id AS "entityId", account.username AS account, a.details`;
const FROM = `audit_log a
  LEFT JOIN staff_users actor ON actor.id = a.staff_user_id
  LEFT JOIN staff_users account ON a.entity = 'staff_user' AND account.id = a.entity_id`;

/** The filter as SQL. `actor` means rows by that staff member or about their account (a failed sign-in names no actor). */
function whereOf(filter: AuditFilter): { where: string; params: SqlParam[] } {
  const conditions: string[] = [];
  const params: SqlParam[] = [];
  if (filter.actor !== undefined) {
    params.push(filter.actor);
    conditions.push(
      `(a.staff_user_id = $${params.length} OR (a.entity = 'staff_user' AND a.entity_id = $${params.length}))`,
    );
  }
  if (filter.action !== undefined) {
    params.push(filter.action);
    conditions.push(`a.action = $${params.length}`);
  }
  if (filter.from !== undefined) {
    params.push(filter.from);
    conditions.push(`a.created_at >= ($${params.length}::date)::timestamp AT TIME ZONE 'UTC'`);
  }
  if (filter.to !== undefined) {
    params.push(filter.to);
    conditions.push(`a.created_at < ($${params.length}::date + 1)::timestamp AT TIME ZONE 'UTC'`);
  }
  return { where: conditions.length > 0 ? conditions.join(' AND ') : 'true', params };
}

export interface AuditPage {
  entries: AuditEntryDto[];
  total: number;
  capped: boolean;
}

/** One page, newest first, and how many rows match (counted up to AUDIT_COUNT_CAP). */
export async function listAudit(db: Queryable, query: AuditQuery, defaultLimit: number): Promise<AuditPage> {
  const { where, params } = whereOf(query);
  const limit = query.limit ?? defaultLimit;
  const offset = query.offset ?? 0;
  const [page, count] = await Promise.all([
    db.query<AuditEntryDto>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE ${where} ORDER BY a.created_at DESC, a.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    ),
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM audit_log a WHERE ${where} LIMIT ${AUDIT_COUNT_CAP + 1}) AS capped`,
      params,
    ),
  ]);
  const n = count.rows[0]?.n ?? 0;
  return { entries: page.rows, total: Math.min(n, AUDIT_COUNT_CAP), capped: n > AUDIT_COUNT_CAP };
}

/** Every matching row, newest first, in batches: the CSV export of a log of any length. */
export function auditBatches(
  db: Queryable,
  filter: AuditFilter,
): Promise<{ total: number; batches: AsyncIterable<AuditEntryDto[]> }> {
  const { where, params } = whereOf(filter);
  const q: KeysetQuery = {
    columns: COLUMNS,
    from: FROM,
    where,
    params,
    time: 'a.created_at',
    id: 'a.id',
    direction: 'DESC',
  };
  return countedKeysetBatches<AuditEntryDto>(db, q);
}
