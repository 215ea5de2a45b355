import type { MatchRecord } from '@tutoring/common';
import { recordAudit } from '../audit/service.js';
import type { Db } from '../db/db.js';
import { conflict, notFound } from '../http/errors.js';
import { copyMatchEmail } from './emailRepo.js';
import { splitJoinedRow } from './matchRecord.js';
import * as repo from './repo.js';

const MATCH_EMAIL_ERRORS = {
  notFound: 'This match has no such email.',
  ended: 'This match has ended: its emails are not sent again.',
} as const;

/**
 * Queues a fresh copy of one of a current match's emails (a failed one, or one the family says never came) and
 * answers the match with its emails. An ended match's emails would announce a pair that no longer works together, so
 * they are refused. Audited with the two outbox ids, never an address.
 */
export async function resendMatchEmail(
  db: Db,
  matchId: number,
  emailId: number,
  staffUserId: number | null,
): Promise<MatchRecord> {
  return db.transaction(async (tx) => {
    const match = await repo.findMatch(tx, matchId);
    if (!match) throw notFound(MATCH_EMAIL_ERRORS.notFound);
    if (match.ended_at !== null) throw conflict(MATCH_EMAIL_ERRORS.ended);
    const copyId = await copyMatchEmail(tx, matchId, emailId);
    if (copyId === undefined) throw notFound(MATCH_EMAIL_ERRORS.notFound);
    await recordAudit(tx, {
      staffUserId,
      action: 'match.email.resend',
      entity: 'match',
      entityId: matchId,
      details: { emailId, copyId },
    });
    const row = await repo.findMatch(tx, matchId);
    if (!row) throw notFound(MATCH_EMAIL_ERRORS.notFound);
    return splitJoinedRow(row);
  });
}
