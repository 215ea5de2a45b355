import type { Queryable } from '../src/db/db.js';

/** The token of a match's check-in email to one side, read from the queued message's Yes link. */
export async function checkinToken(db: Queryable, matchId: number, side: 'tutee' | 'tutor' = 'tutee'): Promise<string> {
  const { rows } = await db.query<{ body: string }>(
    `SELECT e.body FROM match_checkin c JOIN email_outbox e ON e.id = c.outbox_id WHERE c.match_id = $1 AND c.side = $2`,
    [matchId, side],
  );
  const token = /\/checkin\/([A-Za-z0-9_-]{22})\?answer=yes&lang=[\w-]+\n/.exec(rows[0]?.body ?? '')?.[1];
  if (!token) throw new Error(`no ${side} check-in queued for match ${matchId}`);
  return token;
}
