import type { Db } from './db.js';

/**
 * Makes deleted rows leave the embedded database's files, not only its tables. A DELETE only marks rows dead, and a
 * plain VACUUM frees their space without overwriting it, so an erased name could still be read from the table file, its
 * indexes and the WAL. VACUUM FULL writes each table (with its indexes and TOAST) anew from its live rows and unlinks
 * the old files; its ANALYZE replaces the sampled values kept in pg_statistic, whose own dead rows go the same way.
 * The table's sampled values are deleted first: ANALYZE of a table left empty keeps the old ones (a value sent twice,
 * an address with its confirmation and its reminder, is kept there as a most common value).
 * The WAL segment that recorded the rows is then closed (pg_switch_wal) and the CHECKPOINT removes it: with wal_recycle
 * off it is unlinked, not renamed for reuse with its old bytes in it. The segment made in its place is not zero-filled
 * first (wal_init_zero off), which took the checkpoint from milliseconds to seconds; WAL records carry checksums, so
 * recovery never mistakes what an unfilled file holds for a record. Both settings stay off for the rest of the
 * session: later segments are then unlinked and made anew the same way, so no old one lingers under a new name.
 *
 * Each statement holds PGlite's one session (every query and transaction waits its turn on PGlite's own lock), so
 * requests arriving meanwhile wait, and none sees a half-rewritten table. PostgreSQL is left alone: its data folder is
 * the operator's to manage, and its autovacuum reuses the space (docs/privacy.md).
 * Table names come from constant lists, never from a request.
 */
export async function rewriteEmbeddedTables(db: Db, tables: readonly string[]): Promise<void> {
  if (db.engine !== 'pglite' || tables.length === 0) return;
  for (const table of new Set(tables)) {
    await db.query('DELETE FROM pg_statistic WHERE starelid = $1::regclass', [table]);
    await db.query(`VACUUM (FULL, ANALYZE) ${table}`);
  }
  await db.query('VACUUM FULL pg_statistic');
  await db.query('SET wal_recycle = off');
  await db.query('SET wal_init_zero = off');
  await db.query('SELECT pg_switch_wal()');
  await db.query('CHECKPOINT');
}
