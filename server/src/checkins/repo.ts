import type { CheckinAnswer } from '@tutoring/common';
import type { Queryable } from '../db/db.js';
import type { MatchSide } from '../links/tokens.js';

/**
 * The contact status (CONTACT_STATUS_SQL) as an aggregate over one match's check-ins c, each joined to its outbox row
 * e: for a query that groups many matches' check-ins at once instead of asking for each match's.
 */
export const CONTACT_STATUS_AGGREGATE = `CASE
    WHEN bool_or(c.answer = 'yes') THEN 'met'
    WHEN bool_or(c.answer = 'no') THEN 'no_contact'
    WHEN bool_or(c.cancelled_at IS NULL AND e.id IS NOT NULL AND e.sent_at IS NULL) THEN 'awaiting'
    WHEN max(c.answer_by) FILTER (WHERE c.cancelled_at IS NULL) <= now() THEN 'no_answer'
    ELSE 'awaiting' END`;

/**
 * A match's contact status as SQL on matches m, from its check-ins: met when either side said yes, no_contact when
 * one said no, no_answer when none is still waiting to be sent and the last one's answer_by (3 business days after
 * it was due) has passed, awaiting otherwise (also for matches from before check-ins). A check-in whose outbox row is
 * gone and that was not cancelled was sent (retention removes sent mail).
 */
export const CONTACT_STATUS_SQL = `(SELECT ${CONTACT_STATUS_AGGREGATE}
  FROM match_checkin c LEFT JOIN email_outbox e ON e.id = c.outbox_id WHERE c.match_id = m.id)`;

export async function recordAnswer(tx: Queryable, subject: MatchSide, answer: CheckinAnswer): Promise<void> {
  await tx.query('UPDATE match_checkin SET answer = $3, answered_at = now() WHERE match_id = $1 AND side = $2', [
    subject.matchId,
    subject.side,
    answer,
  ]);
}

/**
 * Cancels a match's check-ins not sent yet: marked cancelled, their outbox rows deleted so the outbox never sends
 * them. A message the outbox is sending at this moment finds its row gone and drops its copy (MailOutbox.deliver).
 * Answers the deleted outbox ids.
 */
export async function cancelUnsentCheckins(tx: Queryable, matchId: number): Promise<string[]> {
  const cancelled = await tx.query<{ outbox_id: string }>(
    `UPDATE match_checkin c SET cancelled_at = now()
     FROM email_outbox e
     WHERE c.match_id = $1 AND c.cancelled_at IS NULL AND e.id = c.outbox_id AND e.sent_at IS NULL
     RETURNING c.outbox_id::text AS outbox_id`,
    [matchId],
  );
  if (cancelled.rows.length === 0) return [];
  const deleted = await tx.query<{ id: string }>(
    'DELETE FROM email_outbox WHERE id = ANY ($1::bigint[]) AND sent_at IS NULL RETURNING id::text AS id',
    [cancelled.rows.map((row) => row.outbox_id)],
  );
  return deleted.rows.map((row) => row.id);
}
