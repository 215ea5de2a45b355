import type { AuditAction } from '@tutoring/common';
import type { Queryable } from '../db/db.js';

export interface AuditEntry {
  staffUserId: number | null;
  /** one of AUDIT_ACTIONS, so the Audit page can filter by it and name it */
  action: AuditAction;
  entity: string;
  entityId?: number | null;
  details?: Record<string, unknown>;
}

/** Who did what, to which record, when. Details must never hold personal data. */
export async function recordAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(
    'INSERT INTO audit_log (staff_user_id, action, entity, entity_id, details) VALUES ($1, $2, $3, $4, $5)',
    [entry.staffUserId, entry.action, entry.entity, entry.entityId ?? null, JSON.stringify(entry.details ?? {})],
  );
}

/**
 * As recordAudit, unless a row with the same action, record and details was written within the window: an event that
 * repeats with every refused attempt (a lockout) is recorded once, so hammering cannot flood the log.
 */
export async function recordAuditOncePerWindow(db: Queryable, entry: AuditEntry, windowMs: number): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (staff_user_id, action, entity, entity_id, details)
     SELECT $1::int, $2::text, $3::text, $4::int, $5::jsonb
     WHERE NOT EXISTS (
       SELECT 1 FROM audit_log
       WHERE action = $2::text AND created_at > now() - $6::float8 * interval '1 millisecond'
         AND entity = $3::text AND entity_id IS NOT DISTINCT FROM $4::int AND details = $5::jsonb)`,
    [
      entry.staffUserId,
      entry.action,
      entry.entity,
      entry.entityId ?? null,
      JSON.stringify(entry.details ?? {}),
      windowMs,
    ],
  );
}
