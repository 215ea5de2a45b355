// Reading the emailed links of an application's messages in the outbox, for tests.
import type { Queryable } from '../db/db.js';

/** The token of the first queued message of this kind to the application whose link runs to `path` (e.g. /manage). */
export async function tokenInEmail(
  db: Queryable,
  role: 'tutee' | 'tutor',
  id: number,
  kind: string,
  path: string,
): Promise<string> {
  const { rows } = await db.query<{ body: string }>(
    `SELECT body FROM email_outbox WHERE ${role}_id = $1 AND kind = $2 ORDER BY id DESC LIMIT 1`,
    [id, kind],
  );
  const token = new RegExp(`${path}/([A-Za-z0-9_-]{22})\\?lang=`).exec(rows[0]?.body ?? '')?.[1];
  if (!token) throw new Error(`no ${kind} link to ${path} queued for ${role} ${id}`);
  return token;
}

/** Moves an application's confirmation link, its emails and its asking for confirmation `days` into the past. */
export async function moveApplicationTime(db: Queryable, role: 'tutee' | 'tutor', id: number, days: number) {
  const back = (column: string) => `${column} = ${column} - make_interval(days => $2::int)`;
  await db.query(`UPDATE ${role}s SET ${back('submitted_at')}, ${back('email_confirm_asked_at')} WHERE id = $1`, [
    id,
    days,
  ]);
  await db.query(
    `UPDATE email_outbox SET ${back('created_at')}, ${back('requested_at')}, ${back('next_attempt_at')}
     WHERE ${role}_id = $1`,
    [id, days],
  );
  await db.query(`UPDATE link_token SET ${back('created_at')}, ${back('expires_at')} WHERE ${role}_id = $1`, [
    id,
    days,
  ]);
}
