import { STAFF_LIST_MESSAGES, type StaffListKind, type StaffListQuery, type TutorRecord } from '@tutoring/common';
import { recordAudit } from '../audit/repo.js';
import type { Db } from '../db/db.js';
import { notFound } from '../http/errors.js';
import { toTutorRecord } from '../records/tutorRecord.js';
import { mapBatches } from '../db/batches.js';
import type { Page } from '../staffLists/search.js';
import { listTutors, toggleTutorActive } from './repo.js';

/** A staff list of tutors; every read is audited (without the search text, which may be a name). */
export async function tutorList(
  db: Db,
  staffUserId: number,
  kind: StaffListKind,
  query: StaffListQuery,
  countCap: number,
): Promise<Page<TutorRecord>> {
  const page = await listTutors(db, kind, query, countCap);
  await recordAudit(db, {
    staffUserId,
    action: 'tutors.list',
    entity: 'tutor',
    details: { list: kind, searched: query.q !== undefined, limit: query.limit ?? null, offset: query.offset ?? null, returned: page.returned },
  });
  return { ...page, batches: mapBatches(page.batches, toTutorRecord) };
}

/** Activates an inactive tutor or deactivates an active one, and audits which it was. */
export async function changeTutorStatus(db: Db, staffUserId: number, id: number): Promise<TutorRecord> {
  return db.transaction(async (tx) => {
    const row = await toggleTutorActive(tx, id);
    if (!row) throw notFound(STAFF_LIST_MESSAGES.tutorNotFound);
    await recordAudit(tx, { staffUserId, action: row.active ? 'tutor.activate' : 'tutor.deactivate', entity: 'tutor', entityId: id });
    return toTutorRecord(row);
  });
}
