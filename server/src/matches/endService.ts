import { END_REASON_BARRING_PAIR, endReasonLabel, type EndMatchInput, type MatchRecord } from '@tutoring/common';
import { recordAudit } from '../audit/service.js';
import { cancelUnsentCheckins, type CheckinSettings } from '../checkins/index.js';
import type { Db, Queryable } from '../db/db.js';
import { addPair } from '../doNotPair/index.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { queueSurveys } from '../surveys/index.js';
import { findTutor } from '../tutors/index.js';
import { splitJoinedRow } from './matchRecord.js';
import * as repo from './repo.js';

export const END_MATCH_ERRORS = {
  notFound: 'This match does not exist.',
  alreadyEnded: 'This match has already ended.',
  future: 'The end date cannot be in the future.',
  beforeStart: 'The end date cannot be before the match started.',
} as const;

const DAY_MS = 86_400_000;

/**
 * When the match ended: now for today (or no date), otherwise noon UTC of the date given, which reads as that date
 * in every time zone of the Americas and Europe. A client a day ahead of UTC may send tomorrow's date as its today.
 */
function endTime(endedOn: string | undefined, now: Date): Date {
  if (endedOn === undefined || endedOn === now.toISOString().slice(0, 10)) return now;
  const endedAt = new Date(`${endedOn}T12:00:00Z`);
  if (endedAt.getTime() > now.getTime() + DAY_MS)
    throw badRequest(END_MATCH_ERRORS.future, { endedOn: [END_MATCH_ERRORS.future] });
  return endedAt.getTime() > now.getTime() ? now : endedAt;
}

class EndRefused extends Error {}

async function askHowItWent(
  tx: Queryable,
  matchId: number,
  tuteeId: number,
  tutorId: number,
  followUp: CheckinSettings,
): Promise<void> {
  const tutee = await repo.findTutee(tx, tuteeId);
  const tutor = await findTutor(tx, tutorId);
  if (tutee && tutor) await queueSurveys(tx, matchId, tutee, tutor, followUp);
}

/**
 * Ends a current match in one transaction: the match records when, why and who; the tutee goes back to Pending
 * Tutees or is closed; the tutor's place is given back; a safety concern also bars the pair. Both sides are asked
 * "How did it go?", except after a safety concern, when a cheerful survey would be the wrong note. A second end
 * answers 409.
 */
export async function endMatch(
  db: Db,
  matchId: number,
  input: EndMatchInput,
  staffUserId: number | null,
  followUp: CheckinSettings,
): Promise<MatchRecord> {
  const endedAt = endTime(input.endedOn, new Date());
  const returnTutee = input.returnTutee ?? true;
  try {
    await db.transaction(async (tx) => {
      const ended = await repo.closeMatch(tx, {
        matchId,
        endedAt,
        reason: input.reason,
        note: input.note || null,
        staffUserId,
      });
      if (!ended) throw new EndRefused();
      if (new Date(ended.created_at).toISOString().slice(0, 10) > endedAt.toISOString().slice(0, 10)) {
        throw badRequest(END_MATCH_ERRORS.beforeStart, { endedOn: [END_MATCH_ERRORS.beforeStart] });
      }
      await repo.lockTutor(tx, ended.tutor_id);
      await cancelUnsentCheckins(tx, matchId);
      await repo.releaseTutee(tx, ended.tutee_id, returnTutee);
      await repo.releaseTutorPlace(tx, ended.tutor_id);
      const barring = input.reason === END_REASON_BARRING_PAIR;
      const barred =
        barring && (await addPair(tx, ended.tutee_id, ended.tutor_id, endReasonLabel(input.reason), staffUserId));
      if (!barring) await askHowItWent(tx, matchId, ended.tutee_id, ended.tutor_id, followUp);
      // The note may name people, so only its presence is audited.
      await recordAudit(tx, {
        staffUserId,
        action: 'match.end',
        entity: 'match',
        entityId: matchId,
        details: {
          tuteeId: ended.tutee_id,
          tutorId: ended.tutor_id,
          reason: input.reason,
          noted: Boolean(input.note),
          returnTutee,
          doNotPairAdded: barred,
        },
      });
    });
  } catch (error) {
    // Why it was refused is read after the rollback, outside the transaction (PGlite has one session).
    if (error instanceof EndRefused)
      throw (await repo.findMatch(db, matchId))
        ? conflict(END_MATCH_ERRORS.alreadyEnded)
        : notFound(END_MATCH_ERRORS.notFound);
    throw error;
  }
  const row = await repo.findMatch(db, matchId);
  if (!row) throw notFound(END_MATCH_ERRORS.notFound);
  return splitJoinedRow(row);
}
