import type { Queryable } from '../db/db.js';

export interface AuditEntry {
  staffUserId: number | null;
  action: string;
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
