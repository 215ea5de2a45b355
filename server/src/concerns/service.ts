import {
  CONCERN_MESSAGES,
  END_REASON_BARRING_PAIR,
  endReasonLabel,
  type ConcernCloseInput,
  type ConcernClosed,
  type ConcernPage,
  type ConcernReportInput,
} from '@tutoring/common';
import { recordAudit } from '../audit/service.js';
import type { CheckinSettings } from '../checkins/index.js';
import type { Db, Queryable } from '../db/db.js';
import { addPair } from '../doNotPair/index.js';
import { AppError, conflict, notFound } from '../http/errors.js';
import type { LinkResult } from '../links/answers.js';
import { matchSideLanguage } from '../links/matchSide.js';
import { consumeLinkToken, peekLinkToken } from '../links/tokens.js';
import { endMatch } from '../matches/index.js';
import { isoTimestamp } from '../records/tuteeRecord.js';
import { readSettings } from '../settings/service.js';
import { adminAddresses, closeConcernRow, concernExists, insertConcern, queueAdminNotices } from './repo.js';

/** What a concern link's page needs: the language to ask in. Reads only (mail scanners open links). */
export async function readConcernPage(db: Db, token: string): Promise<LinkResult<ConcernPage>> {
  const found = await peekLinkToken(db, 'concern', token);
  if (!found.ok) return found;
  return { ok: true, value: { language: await matchSideLanguage(db, found.subject) } };
}

/**
 * Records a concern in one transaction with using its link up, and queues a notice to the admins that names the match
 * only: the report's text stays in the app, behind the staff sign-in. Audited as the public's act, without the text.
 */
export async function reportConcern(
  db: Db,
  token: string,
  input: ConcernReportInput,
  settings: CheckinSettings,
): Promise<LinkResult<{ received: true }>> {
  return db.transaction(async (tx) => {
    const found = await consumeLinkToken(tx, 'concern', token);
    if (!found.ok) return found;
    const { matchId, side } = found.subject;
    const concernId = await insertConcern(tx, found.subject, input.message, input.contact ?? null);
    const { orgName, supportEmail } = await readSettings(tx, settings.organisationDefaults);
    await queueAdminNotices(
      tx,
      await adminAddresses(tx, supportEmail),
      `${orgName}: a concern was reported about match ${matchId}`,
      `A concern was reported about match ${matchId}.\n\n` +
        `Read it and record what was done under Needs attention: ${settings.publicUrl}/attention\n`,
    );
    await recordAudit(tx, {
      staffUserId: null,
      action: 'concern.report',
      entity: 'match',
      entityId: matchId,
      details: { concernId, side, contact: input.contact ?? null },
    });
    return { ok: true, value: { received: true } };
  });
}

/**
 * Closes a concern with what staff did. "Safety or conduct" ends a current match with the reason "Safety or conduct
 * concern" (which bars the pair), or, when the match had already ended, bars the pair directly.
 */
export async function closeConcern(
  db: Db,
  id: number,
  input: ConcernCloseInput,
  staffId: number,
  settings: CheckinSettings,
): Promise<ConcernClosed> {
  const safety = input.outcome === 'safety_or_conduct';
  const closed = await db.transaction(async (tx) => {
    const row = await closeConcernRow(tx, id, input, staffId);
    if (!row) return undefined;
    if (safety && row.match_ended) await barPair(tx, row.tutee_id, row.tutor_id, staffId);
    // The note may name people, so only the outcome is audited.
    await recordAudit(tx, {
      staffUserId: staffId,
      action: 'concern.close',
      entity: 'match',
      entityId: row.match_id,
      details: { concernId: id, outcome: input.outcome },
    });
    return row;
  });
  if (!closed) {
    throw (await concernExists(db, id)) ? conflict(CONCERN_MESSAGES.closed) : notFound(CONCERN_MESSAGES.notFound);
  }
  const matchEnded = safety && !closed.match_ended && (await endForSafety(db, closed, staffId, settings));
  return {
    id,
    match_id: closed.match_id,
    outcome: input.outcome,
    closed_at: isoTimestamp(closed.closed_at),
    match_ended: matchEnded,
  };
}

async function barPair(db: Queryable, tuteeId: number, tutorId: number, staffId: number): Promise<void> {
  await addPair(db, tuteeId, tutorId, endReasonLabel(END_REASON_BARRING_PAIR), staffId);
}

/** Ends the match for the concern; when someone ended it in the meantime, bars the pair instead. */
async function endForSafety(
  db: Db,
  closed: { match_id: number; tutee_id: number; tutor_id: number },
  staffId: number,
  settings: CheckinSettings,
): Promise<boolean> {
  try {
    await endMatch(db, closed.match_id, { reason: END_REASON_BARRING_PAIR }, staffId, settings);
    return true;
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 409) throw error;
    await barPair(db, closed.tutee_id, closed.tutor_id, staffId);
    return false;
  }
}
