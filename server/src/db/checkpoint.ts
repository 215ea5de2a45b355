import type { Db } from './db.js';

const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * After a bulk load (the seed, a benchmark's vacuum): writes its dirty pages to disk now. Otherwise the checkpoint
 * that the load's WAL triggers runs for minutes afterwards, spread by checkpoint_completion_target, and whatever is
 * measured in those minutes shares the disk with it (docs/benchmarks.md, the candidate query's tail). PostgreSQL only:
 * PGlite writes its folder itself. Needs a superuser or the pg_checkpoint role; without it, answers false and the
 * checkpointer does the writing later.
 */
export async function checkpointAfterBulkLoad(db: Db): Promise<boolean> {
  if (db.engine !== 'pg') return false;
  try {
    await db.query('CHECKPOINT');
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === INSUFFICIENT_PRIVILEGE) return false;
    throw error;
  }
}
