import type { Logger } from 'pino';
import type { Db } from './db.js';
import { migrate } from './migrate.js';

/**
 * Every table the migrations make, schema_migrations included: /readyz answers ready only while each exists.
 * server/src/db/schema.test.ts fails when this list and the database's catalogue differ, so a migration that adds or
 * drops a table updates it.
 */
export const SCHEMA_TABLES: readonly string[] = [
  'anonymous_matches',
  'applicant_session',
  'attention_handled',
  'audit_log',
  'available_tutor_needs',
  'do_not_pair',
  'email_outbox',
  'job_runs',
  'language_codes',
  'link_token',
  'login_throttle',
  'match_checkin',
  'match_concern',
  'match_survey',
  'matches',
  'organisation_settings',
  'proposal_entries',
  'proposal_runs',
  'rate_limit',
  'reconfirmation',
  'schema_migrations',
  'session',
  'setup_code',
  'staff_passkeys',
  'staff_recovery_codes',
  'staff_totp',
  'staff_users',
  'subject_codes',
  'triage_profiles',
  'tutee_triage',
  'tutees',
  'tutor_json',
  'tutor_offers',
  'tutors',
  'waiting_tutee_days',
  'waiting_tutee_needs',
];

/** Brings the database's schema up to this version's: the migrations it lacks, each logged once applied. */
export async function applySchema(db: Db, logger?: Logger): Promise<void> {
  const applied = await migrate(db);
  if (applied.length > 0) logger?.info({ migrations: applied }, 'schema migrations applied');
}
