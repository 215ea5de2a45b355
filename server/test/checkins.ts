import type { Queryable } from '../src/db/db.js';
import type { TestApp } from './testApp.js';

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

/**
 * The token of a link to /concern/ or /survey/ in the newest email queued to one side of a match: its match email, its
 * check-in or its survey.
 */
export async function emailedLinkToken(
  db: Queryable,
  matchId: number,
  side: 'tutee' | 'tutor',
  page: 'concern' | 'survey',
): Promise<string> {
  const { rows } = await db.query<{ body: string }>(
    `SELECT body FROM email_outbox
     WHERE id IN (SELECT outbox_id FROM match_checkin WHERE match_id = $1 AND side = $2
                  UNION ALL SELECT outbox_id FROM match_survey WHERE match_id = $1 AND side = $2)
        OR (match_id = $1 AND role = CASE $2 WHEN 'tutee' THEN 'family' ELSE 'tutor' END)
     ORDER BY id DESC`,
    [matchId, side],
  );
  const pattern = new RegExp(`/${page}/([A-Za-z0-9_-]{22})\\?lang=`);
  for (const { body } of rows) {
    const token = pattern.exec(body)?.[1];
    if (token) return token;
  }
  throw new Error(`no ${page} link queued to the ${side} of match ${matchId}`);
}

/**
 * Moves time forward for a match by moving every stored time of it into the past, as the retention and session tests
 * do: the database's clock is the one every rule reads.
 */
export async function moveTime(app: TestApp, matchId: number, days: number): Promise<void> {
  const shift = [matchId, days];
  const back = (column: string) => `${column} = ${column} - make_interval(days => $2::int)`;
  await app.db.query(`UPDATE matches SET ${back('created_at')} WHERE id = $1`, shift);
  await app.db.query(
    `UPDATE email_outbox SET ${back('created_at')}, ${back('requested_at')}, ${back('next_attempt_at')}, ${back('sent_at')}
     WHERE id IN (SELECT outbox_id FROM match_checkin WHERE match_id = $1)`,
    shift,
  );
  await app.db.query(
    `UPDATE match_checkin SET ${back('due_at')}, ${back('answer_by')}, ${back('answered_at')} WHERE match_id = $1`,
    shift,
  );
  await app.db.query(
    `UPDATE link_token SET ${back('created_at')}, ${back('expires_at')}, ${back('used_at')} WHERE match_id = $1`,
    shift,
  );
}

/**
 * Moves time forward for a match to less than a day before its last check-in's answer deadline: every check-in has been
 * due for days, none is overdue yet. How many days that is depends on the weekday the match was made.
 */
export async function moveToAnswerDeadline(app: TestApp, matchId: number): Promise<void> {
  const { rows } = await app.db.query<{ days: number }>(
    `SELECT floor(extract(epoch FROM max(answer_by) - now()) / 86400)::int AS days FROM match_checkin WHERE match_id = $1`,
    [matchId],
  );
  await moveTime(app, matchId, rows[0]!.days);
}
