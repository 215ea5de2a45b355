import type { AuditEntryDto, AuditFilter } from '@tutoring/common';
import type { Queryable } from '../db/db.js';
import { auditBatches } from './listRepo.js';
import { recordAudit } from './repo.js';

// The audit domain's public surface: every other domain records its actions through these two.
export { recordAudit, recordAuditOncePerWindow } from './repo.js';
export { listAudit } from './listRepo.js';

/**
 * The filtered log for a CSV export. The export is recorded before a row is sent, so a download cut short is still
 * in the log.
 */
export async function exportAudit(
  db: Queryable,
  filter: AuditFilter,
  staffUserId: number,
): Promise<{ total: number; batches: AsyncIterable<AuditEntryDto[]> }> {
  const list = await auditBatches(db, filter);
  await recordAudit(db, {
    staffUserId,
    action: 'audit.export',
    entity: 'audit_log',
    details: { ...filter, rows: list.total },
  });
  return list;
}
