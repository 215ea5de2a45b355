import type { Db } from '../../src/db/db.js';

// Request bookkeeping, not application data: every signed-in request touches its session, and a
// rejected sign-in or submission is exactly what the rate-limit counters (and the per-username
// failed sign-in counter) are there to count.
const BOOKKEEPING = ['session', 'rate_limit', 'login_throttle'];

// Audit rows whose whole point is to record a refusal (a failed or locked sign-in): a rejected request may add these.
const REFUSAL_AUDIT_ACTIONS = ['auth.sign_in_failed', 'auth.lockout'];

/**
 * A fingerprint of every application table (row count and an md5 of all rows). Equal
 * fingerprints mean no row was added, changed or removed.
 */
export async function tableChecksum(db: Db): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND NOT (table_name = ANY($1)) ORDER BY table_name`,
    [BOOKKEEPING],
  );
  const refusals = REFUSAL_AUDIT_ACTIONS.map((action) => `'${action}'`).join(', ');
  const parts = tables.rows.map(
    ({ name }) =>
      `SELECT '${name}' AS name, count(*) || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS sum FROM "${name}" t` +
      (name === 'audit_log' ? ` WHERE t.action NOT IN (${refusals})` : ''),
  );
  const result = await db.query<{ name: string; sum: string }>(parts.join(' UNION ALL '));
  return Object.fromEntries(result.rows.map((row) => [row.name, row.sum]));
}
