import type { Queryable } from '../src/db/db.js';
import type { TestApp } from './testApp.js';

/** The token of a person's queued reconfirmation question, read from its Yes link. */
export async function reconfirmToken(db: Queryable, role: 'tutee' | 'tutor', id: number): Promise<string> {
  const { rows } = await db.query<{ body: string }>(
    `SELECT e.body FROM reconfirmation c JOIN email_outbox e ON e.id = c.question_outbox_id
     WHERE c.${role}_id = $1 ORDER BY c.id DESC LIMIT 1`,
    [id],
  );
  const token = /\/reconfirm\/([A-Za-z0-9_-]{22})\?answer=yes&lang=[\w-]+\n/.exec(rows[0]?.body ?? '')?.[1];
  if (!token) throw new Error(`no reconfirmation queued for ${role} ${id}`);
  return token;
}

/**
 * Moves time forward for every reconfirmation by moving its stored times (and its emails' and link tokens') into the
 * past, as checkins.ts moveTime does for a match: the database's clock is the one every rule reads.
 */
export async function moveReconfirmTime(app: TestApp, days: number): Promise<void> {
  const back = (column: string) => `${column} = ${column} - make_interval(days => $1::int)`;
  await app.db.query(
    `UPDATE email_outbox SET ${back('created_at')}, ${back('requested_at')}, ${back('next_attempt_at')}, ${back('sent_at')}
     WHERE id IN (SELECT question_outbox_id FROM reconfirmation UNION SELECT reminder_outbox_id FROM reconfirmation)`,
    [days],
  );
  await app.db.query(`UPDATE reconfirmation SET ${back('asked_at')}, ${back('expires_at')}, ${back('closed_at')}`, [
    days,
  ]);
  await app.db.query(
    `UPDATE link_token SET ${back('created_at')}, ${back('expires_at')}, ${back('used_at')} WHERE purpose = 'reconfirm'`,
    [days],
  );
}
