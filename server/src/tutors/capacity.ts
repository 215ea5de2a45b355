import { STAFF_LIST_MESSAGES, type TutorRecord } from '@tutoring/common';
import { recordAudit } from '../audit/service.js';
import type { Db } from '../db/db.js';
import { badRequest, notFound } from '../http/errors.js';
import { toTutorRecord } from '../records/tutorRecord.js';
import { currentMatchesOf, setCapacity } from './repo.js';

const CAPACITY_ERRORS = {
  tutorNotFound: STAFF_LIST_MESSAGES.tutorNotFound,
  belowCurrent: (current: number) =>
    `This tutor has ${current} current ${current === 1 ? 'match' : 'matches'}, so the capacity cannot be lower than ${current}. End a match first.`,
} as const;

/**
 * How many tutees the tutor takes at once (0 pauses the tutor). The tutor_offers trigger moves the tutor in or out
 * of the candidate groups and the Pending Tutors list follows current_matches < capacity.
 */
export async function changeCapacity(
  db: Db,
  id: number,
  capacity: number,
  staffUserId: number | null,
): Promise<TutorRecord> {
  const row = await db.transaction(async (tx) => {
    const updated = await setCapacity(tx, id, capacity);
    if (updated)
      await recordAudit(tx, {
        staffUserId,
        action: 'tutor.capacity',
        entity: 'tutor',
        entityId: id,
        details: { capacity },
      });
    return updated;
  });
  if (row) return toTutorRecord(row);
  const current = await currentMatchesOf(db, id);
  if (current === undefined) throw notFound(CAPACITY_ERRORS.tutorNotFound);
  throw badRequest(CAPACITY_ERRORS.belowCurrent(current), { capacity: [CAPACITY_ERRORS.belowCurrent(current)] });
}
