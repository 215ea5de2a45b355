import type { SurveyAnswerInput, SurveyPage } from '@tutoring/common';
import { recordAudit } from '../audit/service.js';
import type { Db } from '../db/db.js';
import type { LinkResult } from '../links/answers.js';
import { matchSideLanguage } from '../links/matchSide.js';
import { consumeLinkToken, peekLinkToken } from '../links/tokens.js';

/** What a survey link's page shows: the side it asks and the language. Reads only (mail scanners open links). */
export async function readSurveyPage(db: Db, token: string): Promise<LinkResult<SurveyPage>> {
  const found = await peekLinkToken(db, 'survey', token);
  if (!found.ok) return found;
  return { ok: true, value: { side: found.subject.side, language: await matchSideLanguage(db, found.subject) } };
}

/** Records a survey's answers in one transaction with using its link up. Audited without the comment. */
export async function answerSurvey(
  db: Db,
  token: string,
  input: SurveyAnswerInput,
): Promise<LinkResult<{ rating: number }>> {
  return db.transaction(async (tx) => {
    const found = await consumeLinkToken(tx, 'survey', token);
    if (!found.ok) return found;
    const { matchId, side } = found.subject;
    await tx.query(
      `UPDATE match_survey SET rating = $3, comment = $4, answered_at = now() WHERE match_id = $1 AND side = $2`,
      [matchId, side, input.rating, input.comment || null],
    );
    await recordAudit(tx, {
      staffUserId: null,
      action: 'survey.answer',
      entity: 'match',
      entityId: matchId,
      details: { side, rating: input.rating },
    });
    return { ok: true, value: { rating: input.rating } };
  });
}
