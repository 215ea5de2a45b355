import type { Logger } from 'pino';
import type { Db } from './db.js';

const CHECK_EVERY_MS = 10 * 60_000;

export interface TableMaintenance {
  table: string;
  vacuum: boolean;
}

/**
 * The tables PostgreSQL's autovacuum would pick now, by its default thresholds: dead rows over 50 + 20 % of the table,
 * rows inserted since the last vacuum over 1,000 + 20 % (which sets the visibility map of tables that only grow), or
 * changes since the last analyze over 50 + 10 % (analyze only). Counted since the database was opened: PGlite keeps no
 * statistics across restarts. With everyTable, every table is due for a vacuum.
 */
async function tablesDue(db: Db, everyTable = false): Promise<TableMaintenance[]> {
  // The last second's counts are still this session's own until something flushes them.
  await db.query('SELECT pg_stat_force_next_flush()');
  const { rows } = await db.query<TableMaintenance>(
    `SELECT t.table, t.vacuum FROM (
       SELECT quote_ident(s.relname) AS table,
              $1 OR s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
                OR s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0) AS vacuum,
              s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) AS analyze
       FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
       WHERE s.schemaname = 'public') t
     WHERE t.vacuum OR t.analyze
     ORDER BY t.table`,
    [everyTable],
  );
  return rows;
}

/** Vacuums and analyses, one table at a time, the tables due (or every table); answers what it did. */
export async function maintainTables(db: Db, logger: Logger, everyTable = false): Promise<TableMaintenance[]> {
  const due = await tablesDue(db, everyTable);
  for (const { table, vacuum } of due) {
    const started = performance.now();
    await db.query(vacuum ? `VACUUM (ANALYZE) ${table}` : `ANALYZE ${table}`);
    logger.info({ table, vacuum, ms: Math.round(performance.now() - started) }, 'embedded database maintenance');
  }
  return due;
}

/**
 * Autovacuum for the embedded engine, which has none: PGlite is one session without background workers. Without it,
 * every update (a session's expiry at each staff request, rate-limit counters, status changes, a tutor's JSON) would
 * leave its dead row in the table and its indexes for good, and the visibility map that lets the staff lists count
 * from the index alone would never be set (docs/benchmarks.md). The first pass vacuums every table, because what
 * changed before this start is counted nowhere. Each statement holds the one session while it runs: all tables together
 * took 1 s at 20,000 tutees, 8 s at 1,000,000.
 */
export function startEmbeddedVacuum(db: Db, logger: Logger, everyMs = CHECK_EVERY_MS): { stop(): Promise<void> } {
  let pass: Promise<unknown> | undefined;
  let passes = 0;
  const timer = setInterval(() => {
    pass ??= maintainTables(db, logger, passes++ === 0)
      .catch((error: unknown) =>
        logger.warn(
          { errorName: (error as Error).name, code: (error as { code?: string }).code },
          'embedded database maintenance failed',
        ),
      )
      .finally(() => {
        pass = undefined;
      });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await pass;
    },
  };
}
