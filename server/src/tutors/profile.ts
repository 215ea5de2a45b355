import { STAFF_LIST_MESSAGES, type TutorRecord } from '@tutoring/common';
import { recordAudit } from '../audit/service.js';
import type { Db } from '../db/db.js';
import { notFound } from '../http/errors.js';
import { toTutorRecord } from '../records/tutorRecord.js';
import { findTutor } from './repo.js';

/** One tutor's full record (GET /api/tutors/:id), read when staff open a candidate on the match page; an audited read, as it carries contact details. */
export async function tutorProfile(db: Db, id: number, staffUserId: number | null): Promise<TutorRecord> {
  const row = await findTutor(db, id);
  if (!row) throw notFound(STAFF_LIST_MESSAGES.tutorNotFound);
  await recordAudit(db, { staffUserId, action: 'tutor.read', entity: 'tutor', entityId: id });
  return toTutorRecord(row);
}
