import { ATTENTION_MESSAGES, type AttentionHandledInput, type AttentionHandledResult } from '@tutoring/common';
import { recordAudit } from '../audit/service.js';
import type { Db } from '../db/db.js';
import { notFound } from '../http/errors.js';
import { isoTimestamp } from '../records/tuteeRecord.js';
import { insertHandled, itemExists } from './repo.js';

export { listAttention } from './repo.js';

/**
 * Records that staff handled an item, with their note; the item leaves the list until it arises again. Audited with
 * the item only: the note may name people, and the audit log outlives the match.
 */
export async function markHandled(
  db: Db,
  input: AttentionHandledInput,
  staffId: number,
): Promise<AttentionHandledResult> {
  return db.transaction(async (tx) => {
    if (!(await itemExists(tx, input))) throw notFound(ATTENTION_MESSAGES.noItem);
    const { handled_at } = await insertHandled(tx, input, staffId);
    await recordAudit(tx, {
      staffUserId: staffId,
      action: 'attention.handled',
      entity: 'match',
      entityId: input.match_id,
      details: { kind: input.kind, ...(input.email_id === undefined ? {} : { emailId: input.email_id }) },
    });
    return {
      kind: input.kind,
      match_id: input.match_id,
      ...(input.email_id === undefined ? {} : { email_id: input.email_id }),
      handled_at: isoTimestamp(handled_at),
    };
  });
}
