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
async function applicationTables(db: Db): Promise<string[]> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND NOT (table_name = ANY($1)) ORDER BY table_name`,
    [BOOKKEEPING],
  );
  return tables.rows.map((row) => row.name);
}

export async function tableChecksum(db: Db): Promise<Record<string, string>> {
  const refusals = REFUSAL_AUDIT_ACTIONS.map((action) => `'${action}'`).join(', ');
  const parts = (await applicationTables(db)).map(
    (name) =>
      `SELECT '${name}' AS name, count(*) || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS sum FROM "${name}" t` +
      (name === 'audit_log' ? ` WHERE t.action NOT IN (${refusals})` : ''),
  );
  const result = await db.query<{ name: string; sum: string }>(parts.join(' UNION ALL '));
  return Object.fromEntries(result.rows.map((row) => [row.name, row.sum]));
}

/** Which application tables changed since the last take(), as a ChangeRecorder sees them. */
export interface ChangeRecorder {
  take(): Promise<string[]>;
}

/**
 * Records every committed insert, real update and delete on the application tables (the same tables, and the same
 * audit exception, as tableChecksum) with row triggers in this test database. It answers what tableChecksum would,
 * without reading every row after each request, which made the fuzz suite spend a third of its time checksumming.
 */
export async function recordChanges(db: Db): Promise<ChangeRecorder> {
  const refusals = REFUSAL_AUDIT_ACTIONS.map((action) => `'${action}'`).join(', ');
  const statements = [
    'CREATE TABLE test_changes (table_name text NOT NULL)',
    `CREATE FUNCTION test_record_change() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN INSERT INTO test_changes VALUES (TG_TABLE_NAME); RETURN NULL; END $$`,
  ];
  for (const name of await applicationTables(db)) {
    const inserted = name === 'audit_log' ? ` WHEN (NEW.action NOT IN (${refusals}))` : '';
    statements.push(
      `CREATE TRIGGER test_inserted AFTER INSERT ON "${name}" FOR EACH ROW${inserted} EXECUTE FUNCTION test_record_change()`,
      `CREATE TRIGGER test_updated AFTER UPDATE ON "${name}" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
       EXECUTE FUNCTION test_record_change()`,
      `CREATE TRIGGER test_deleted AFTER DELETE ON "${name}" FOR EACH ROW EXECUTE FUNCTION test_record_change()`,
    );
  }
  for (const statement of statements) await db.query(statement);
  return {
    async take() {
      const changed = await db.query<{ table_name: string }>('DELETE FROM test_changes RETURNING table_name');
      return [...new Set(changed.rows.map((row) => row.table_name))].sort();
    },
  };
}
