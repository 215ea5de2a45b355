import { STAFF_LIST_MESSAGES, type TutorRecord } from '@tutoring/common';
import { recordAudit } from '../audit/service.js';
import type { Db } from '../db/db.js';
import { notFound } from '../http/errors.js';
import { TUTOR_COLUMNS, toTutorRecord, type TutorRow } from '../records/tutorRecord.js';

/**
 * Resumes a paused tutor (one who said no to a reconfirmation, or did not answer): the tutor_offers trigger offers
 * them again. Audited when the tutor was paused; resuming a tutor who is not paused changes nothing.
 */
export async function resumeTutor(db: Db, id: number, staffUserId: number): Promise<TutorRecord> {
  const row = await db.transaction(async (tx) => {
    const { rows } = await tx.query<TutorRow & { was_paused: boolean }>(
      `UPDATE tutors r SET paused_at = NULL, paused_reason = NULL
       FROM (SELECT id, paused_at IS NOT NULL AS was_paused FROM tutors WHERE id = $1 FOR UPDATE) old
       WHERE r.id = old.id RETURNING ${TUTOR_COLUMNS}, old.was_paused`,
      [id],
    );
    const resumed = rows[0];
    if (resumed?.was_paused) {
      await recordAudit(tx, { staffUserId, action: 'tutor.resume', entity: 'tutor', entityId: id });
    }
    return resumed;
  });
  if (!row) throw notFound(STAFF_LIST_MESSAGES.tutorNotFound);
  return toTutorRecord(row);
}
