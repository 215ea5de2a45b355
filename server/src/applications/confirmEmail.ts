import { CONFIRM_REMINDER_KIND, type ConfirmEmailPage } from '@tutoring/common';
import { recordAudit } from '../audit/service.js';
import type { Db, Queryable } from '../db/db.js';
import type { LinkResult } from '../links/answers.js';
import { consumeLinkToken, peekLinkToken, type ApplicationRef } from '../links/tokens.js';
import { PERSON_TABLE } from '../personData/index.js';

/** The applicant's language, for a link's page; English when the application is gone. */
export async function applicantLanguage(db: Queryable, subject: ApplicationRef): Promise<string> {
  const { rows } = await db.query<{ language: string }>(
    `SELECT preferred_language AS language FROM ${PERSON_TABLE[subject.role]} WHERE id = $1`,
    [subject.id],
  );
  return rows[0]?.language ?? 'en';
}

/** What a confirmation link's page shows; reads only (mail scanners open links). */
export async function readConfirmLink(db: Db, token: string): Promise<LinkResult<ConfirmEmailPage>> {
  const found = await peekLinkToken(db, 'confirm_email', token);
  if (!found.ok) return found;
  return { ok: true, value: { language: await applicantLanguage(db, found.subject) } };
}

/**
 * Deletes an application's reminder to confirm not sent yet, inside the caller's transaction, and answers the deleted
 * outbox ids. A reminder the outbox is sending at this moment finds its row gone and drops its copy.
 */
export async function cancelConfirmReminder(tx: Queryable, subject: ApplicationRef): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(
    `DELETE FROM email_outbox WHERE kind = $1 AND ${subject.role}_id = $2 AND sent_at IS NULL RETURNING id::text AS id`,
    [CONFIRM_REMINDER_KIND, subject.id],
  );
  return rows.map((row) => row.id);
}

/**
 * Confirms the application's email address with the press of the link's button, in one transaction with using the
 * link up: the record carries email_confirmed_at, the reminder not sent yet is cancelled. Audited as the applicant's.
 */
export async function confirmEmail(db: Db, token: string): Promise<LinkResult<{ confirmed: true }>> {
  return db.transaction(async (tx) => {
    const found = await consumeLinkToken(tx, 'confirm_email', token);
    if (!found.ok) return found;
    const { role, id } = found.subject;
    await tx.query(`UPDATE ${PERSON_TABLE[role]} SET email_confirmed_at = now() WHERE id = $1`, [id]);
    const cancelled = await cancelConfirmReminder(tx, found.subject);
    await recordAudit(tx, {
      staffUserId: null,
      action: 'application.confirm_email',
      entity: role,
      entityId: id,
      details: { by: 'applicant', reminderCancelled: cancelled.length > 0 },
    });
    return { ok: true, value: { confirmed: true } };
  });
}
