import { STAFF_LIST_MESSAGES, type StaffListKind, type StaffListQuery, type TuteeRecord } from '@tutoring/common';
import { recordAudit } from '../audit/repo.js';
import type { Db } from '../db/db.js';
import { notFound } from '../http/errors.js';
import { toTuteeRecord } from '../records/tuteeRecord.js';
import { mapBatches } from '../db/batches.js';
import type { Page } from '../staffLists/search.js';
import { listTutees, toggleTuteeActive } from './repo.js';

/** A staff list of tutees; every read of tutee records is audited (without the search text, which may be a name). */
export async function tuteeList(
  db: Db,
  staffUserId: number,
  kind: StaffListKind,
  query: StaffListQuery,
  countCap: number,
): Promise<Page<TuteeRecord>> {
  const page = await listTutees(db, kind, query, countCap);
  await recordAudit(db, {
    staffUserId,
    action: 'tutees.list',
    entity: 'tutee',
    details: { list: kind, searched: query.q !== undefined, limit: query.limit ?? null, offset: query.offset ?? null, returned: page.returned },
  });
  return { ...page, batches: mapBatches(page.batches, toTuteeRecord) };
}

/** Activates an inactive tutee or deactivates an active one, and audits which it was. */
export async function changeTuteeStatus(db: Db, staffUserId: number, id: number): Promise<TuteeRecord> {
  return db.transaction(async (tx) => {
    const row = await toggleTuteeActive(tx, id);
    if (!row) throw notFound(STAFF_LIST_MESSAGES.tuteeNotFound);
    await recordAudit(tx, { staffUserId, action: row.active ? 'tutee.activate' : 'tutee.deactivate', entity: 'tutee', entityId: id });
    return toTuteeRecord(row);
  });
}
