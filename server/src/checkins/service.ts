import type { CheckinAnswer, CheckinPage } from '@tutoring/common';
import { recordAudit } from '../audit/service.js';
import type { Db } from '../db/db.js';
import type { LinkResult } from '../links/answers.js';
import { consumeLinkToken, peekLinkToken } from '../links/tokens.js';
import { matchSideLanguage } from '../links/matchSide.js';
import { cancelUnsentCheckins, recordAnswer } from './repo.js';

/** What a check-in link's page shows; reads only (mail scanners open links). */
export async function readCheckin(db: Db, token: string): Promise<LinkResult<CheckinPage>> {
  const found = await peekLinkToken(db, 'checkin', token);
  if (!found.ok) return found;
  return {
    ok: true,
    value: { side: found.subject.side, language: await matchSideLanguage(db, found.subject) },
  };
}

/**
 * Records a check-in's answer in one transaction with using its token up. A yes cancels the match's check-ins not
 * sent yet (the pair has met; nobody need be asked again). Audited without the staff member, as the public's act.
 */
export async function answerCheckin(
  db: Db,
  token: string,
  answer: CheckinAnswer,
): Promise<LinkResult<{ answer: CheckinAnswer }>> {
  return db.transaction(async (tx) => {
    const found = await consumeLinkToken(tx, 'checkin', token);
    if (!found.ok) return found;
    await recordAnswer(tx, found.subject, answer);
    const cancelled = answer === 'yes' ? await cancelUnsentCheckins(tx, found.subject.matchId) : [];
    await recordAudit(tx, {
      staffUserId: null,
      action: 'checkin.answer',
      entity: 'match',
      entityId: found.subject.matchId,
      details: { side: found.subject.side, answer, cancelled: cancelled.length },
    });
    return { ok: true, value: { answer } };
  });
}
