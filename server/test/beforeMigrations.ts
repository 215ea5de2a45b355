import type { Db } from '../src/db/db.js';
import { applySchema } from '../src/db/schema.js';

/**
 * Starts the server's schema step on the database as if it came from before versioned migrations: without
 * schema_migrations it is adopted, and the baseline (release 1.0.0's idempotent schema script, which ran at every
 * start back then) brings whatever a test took away back, as it did for an older database.
 */
export async function startFromBeforeMigrations(db: Db): Promise<void> {
  await db.query('DROP TABLE schema_migrations');
  await applySchema(db);
}
