import { STAFF_LIST_MESSAGES, type DoNotPairEntry } from '@tutoring/common';
import { recordAudit } from '../audit/service.js';
import type { Db } from '../db/db.js';
import { notFound } from '../http/errors.js';
import { isoTimestamp } from '../records/tuteeRecord.js';
import * as repo from './repo.js';

const DO_NOT_PAIR_ERRORS = {
  tuteeNotFound: STAFF_LIST_MESSAGES.tuteeNotFound,
  tutorNotFound: STAFF_LIST_MESSAGES.tutorNotFound,
  notListed: 'This tutor is not on the tutee’s do-not-pair list.',
} as const;

function toEntry(row: repo.DoNotPairRow): DoNotPairEntry {
  return { ...row, created_at: isoTimestamp(row.created_at) };
}

/** A tutee's or a tutor's do-not-pair list, oldest first; an audited read, since it names people. */
export async function listPairs(
  db: Db,
  side: 'tutee' | 'tutor',
  id: number,
  staffUserId: number | null,
): Promise<DoNotPairEntry[]> {
  if (!(await repo.exists(db, side === 'tutee' ? 'tutees' : 'tutors', id))) {
    throw notFound(side === 'tutee' ? DO_NOT_PAIR_ERRORS.tuteeNotFound : DO_NOT_PAIR_ERRORS.tutorNotFound);
  }
  const rows = await repo.pairsOf(db, side, id);
  await recordAudit(db, {
    staffUserId,
    action: 'doNotPair.list',
    entity: side,
    entityId: id,
    details: { returned: rows.length },
  });
  return rows.map(toEntry);
}

/** Bars the tutor from the tutee's candidates; adding a listed pair again changes nothing. Answers the tutee's list. */
export async function addPair(
  db: Db,
  tuteeId: number,
  tutorId: number,
  reason: string,
  staffUserId: number | null,
): Promise<DoNotPairEntry[]> {
  if (!(await repo.exists(db, 'tutees', tuteeId))) throw notFound(DO_NOT_PAIR_ERRORS.tuteeNotFound);
  if (!(await repo.exists(db, 'tutors', tutorId))) throw notFound(DO_NOT_PAIR_ERRORS.tutorNotFound);
  await db.transaction(async (tx) => {
    const added = await repo.addPair(tx, tuteeId, tutorId, reason, staffUserId);
    // The reason may name people, so it stays out of the audit row.
    if (added)
      await recordAudit(tx, {
        staffUserId,
        action: 'doNotPair.add',
        entity: 'tutee',
        entityId: tuteeId,
        details: { tutorId },
      });
  });
  return (await repo.pairsOf(db, 'tutee', tuteeId)).map(toEntry);
}

export async function removePair(
  db: Db,
  tuteeId: number,
  tutorId: number,
  staffUserId: number | null,
): Promise<DoNotPairEntry[]> {
  await db.transaction(async (tx) => {
    if (!(await repo.removePair(tx, tuteeId, tutorId))) throw notFound(DO_NOT_PAIR_ERRORS.notListed);
    await recordAudit(tx, {
      staffUserId,
      action: 'doNotPair.remove',
      entity: 'tutee',
      entityId: tuteeId,
      details: { tutorId },
    });
  });
  return (await repo.pairsOf(db, 'tutee', tuteeId)).map(toEntry);
}
