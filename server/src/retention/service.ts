import { recordAudit } from '../audit/service.js';
import type { Db, Queryable } from '../db/db.js';
import { rewriteEmbeddedTables } from '../db/embeddedRewrite.js';
import { SCHEMA_LOCK_ID } from '../db/db.js';
import type { RetentionPolicy } from './policy.js';
import { applyRetention, retentionCounts, tablesWithDeletedPeople, type RetentionResult } from './repo.js';

// Any fixed number unique among the app's advisory locks (pgDb.ts holds the schema's).
const RETENTION_LOCK_ID = 718_352_115;
const JOB = 'retention';

export type RetentionOutcome =
  | { ran: true; dryRun: boolean; result: RetentionResult }
  /** busy: another process is applying it now; notDue: it ran less than a day ago */
  | { ran: false; reason: 'busy' | 'notDue' };

export interface RetentionRunOptions {
  /** compute what would go, then roll back: nothing changes, no audit row */
  dryRun?: boolean;
  /** only when the last run (of any process) is a day old or more: the background job's check */
  onlyIfDue?: boolean;
}

class DryRunRollback extends Error {
  constructor(readonly result: RetentionResult) {
    super('dry run');
  }
}

/**
 * One process at a time. On PostgreSQL a transaction-scoped advisory lock: whoever does not get it at once skips, and
 * the lock goes with the transaction however it ends. PGlite has no advisory locks and needs none: one process owns the
 * data folder (dataDirLock.ts), and PGlite runs one transaction at a time. On both, the job_runs row read FOR UPDATE
 * inside the same transaction tells a later check that the day's run is done.
 */
async function takeRunLock(db: Db, tx: Queryable): Promise<boolean> {
  if (db.engine !== 'pg') return true;
  // Not while another process applies the schema, and no schema applied before this run ends: its statements and this
  // transaction take their table locks in different orders (a deadlock when two servers start at once).
  await tx.query('SELECT pg_advisory_xact_lock_shared($1)', [SCHEMA_LOCK_ID]);
  const { rows } = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [
    RETENTION_LOCK_ID,
  ]);
  return rows[0]?.locked === true;
}

async function isDue(tx: Queryable): Promise<boolean> {
  await tx.query(`INSERT INTO job_runs (job, last_run_at) VALUES ($1, '-infinity') ON CONFLICT (job) DO NOTHING`, [
    JOB,
  ]);
  const { rows } = await tx.query<{ due: boolean }>(
    `SELECT last_run_at <= now() - interval '1 day' AS due FROM job_runs WHERE job = $1 FOR UPDATE`,
    [JOB],
  );
  return rows[0]?.due === true;
}

/**
 * Applies the retention policy once, in one transaction, with one audit row of counts (never names or ids). On the
 * embedded engine the tables it deleted people from are then rewritten, so they leave its files too. The emails' written
 * copies (.eml files) are the caller's to delete (MailOutbox.forgetDeleted): every server process keeps its own.
 */
export async function runRetention(
  db: Db,
  policy: RetentionPolicy,
  options: RetentionRunOptions = {},
): Promise<RetentionOutcome> {
  const outcome = await applyOnce(db, policy, options);
  if (outcome.ran && !outcome.dryRun) await rewriteEmbeddedTables(db, tablesWithDeletedPeople(outcome.result));
  return outcome;
}

async function applyOnce(db: Db, policy: RetentionPolicy, options: RetentionRunOptions): Promise<RetentionOutcome> {
  try {
    return await db.transaction(async (tx): Promise<RetentionOutcome> => {
      if (!(await takeRunLock(db, tx))) return { ran: false, reason: 'busy' };
      if (options.onlyIfDue && !(await isDue(tx))) return { ran: false, reason: 'notDue' };
      const result = await applyRetention(tx, policy);
      if (options.dryRun) throw new DryRunRollback(result);
      await tx.query(
        `INSERT INTO job_runs (job, last_run_at) VALUES ($1, now()) ON CONFLICT (job) DO UPDATE SET last_run_at = EXCLUDED.last_run_at`,
        [JOB],
      );
      await recordAudit(tx, {
        staffUserId: null,
        action: 'retention.run',
        entity: 'retention',
        details: retentionCounts(result),
      });
      return { ran: true, dryRun: false, result };
    });
  } catch (error) {
    if (error instanceof DryRunRollback) return { ran: true, dryRun: true, result: error.result };
    throw error;
  }
}
