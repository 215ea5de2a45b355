import type { StaffListKind, StaffListQuery } from '@tutoring/common';
import { recordAudit } from '../audit/service.js';
import { mapBatches } from '../db/batches.js';
import type { Db } from '../db/db.js';
import { notFound } from '../http/errors.js';
import { listRows, toggleActive, type StaffListTable } from './repo.js';
import type { StaffListHandlers } from './routes.js';

/** One table's staff list: its SQL description, the record the API answers, and how its audit rows are named. */
export interface StaffListRecords<Row, T, L = T> {
  table: StaffListTable;
  /** audit entity; actions are `<entity>s.list`, `<entity>.activate` and `<entity>.deactivate` */
  entity: 'tutee' | 'tutor';
  toRecord: (row: Row) => T;
  /** a list's rows, when they carry more than the record (the tutees' triage fields); `now` is the list's moment */
  toListRecord: (row: Row, now: Date) => L;
  notFoundMessage: string;
}

/**
 * The list and status-change handlers of one table. Every read of records is audited (without the search text,
 * which may be a name), and so is every status change, in the change's own transaction.
 */
export function staffListHandlers<Row, T, L = T>(
  db: Db,
  countCap: number,
  records: StaffListRecords<Row, T, L>,
): StaffListHandlers<T, L> {
  return {
    async list(staffUserId: number, kind: StaffListKind, query: StaffListQuery) {
      const page = await listRows<Row>(db, records.table, kind, query, countCap);
      await recordAudit(db, {
        staffUserId,
        action: `${records.entity}s.list`,
        entity: records.entity,
        details: {
          list: kind,
          searched: query.q !== undefined,
          limit: query.limit ?? null,
          offset: query.offset ?? null,
          returned: page.returned,
        },
      });
      const now = new Date();
      return { ...page, batches: mapBatches(page.batches, (row) => records.toListRecord(row, now)) };
    },
    changeStatus(staffUserId: number, id: number) {
      return db.transaction(async (tx) => {
        const row = await toggleActive<Row & { active: boolean }>(tx, records.table, id);
        if (!row) throw notFound(records.notFoundMessage);
        await recordAudit(tx, {
          staffUserId,
          action: `${records.entity}.${row.active ? 'activate' : 'deactivate'}`,
          entity: records.entity,
          entityId: id,
        });
        return records.toRecord(row);
      });
    },
  };
}
