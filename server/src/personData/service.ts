import { normalizePersonName, PERSON_DATA_MESSAGES, STAFF_LIST_MESSAGES, type ErasureSummary } from '@tutoring/common';
import { recordAudit } from '../audit/service.js';
import type { Db } from '../db/db.js';
import { rewriteEmbeddedTables } from '../db/embeddedRewrite.js';
import type { MailOutbox } from '../mail/outbox.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { deletePeople } from './deletePeople.js';
import { readPersonExport, type PersonExport } from './exportRepo.js';
import { PERSON_TABLE, personTables, type PersonKind } from './references.js';

const notFoundMessage = (kind: PersonKind) =>
  kind === 'tutee' ? STAFF_LIST_MESSAGES.tuteeNotFound : STAFF_LIST_MESSAGES.tutorNotFound;

/** Everything held about the person, read in one transaction, and audited. */
export async function exportPerson(
  db: Db,
  kind: PersonKind,
  id: number,
  staffUserId: number | null,
): Promise<PersonExport> {
  return db.transaction(async (tx) => {
    const document = await readPersonExport(tx, kind, id);
    if (!document) throw notFound(notFoundMessage(kind));
    await recordAudit(tx, { staffUserId, action: `${kind}.export`, entity: kind, entityId: id });
    return document;
  });
}

/**
 * Removes the person from every table (PERSON_REFERENCES) in one transaction. Their ended matches stay only as
 * anonymous counts by the day they started and ended (the overview's this-school-year figures); someone in a current
 * match is refused, since ending a match has its own steps (emails, the other person's return to pending). The
 * audit rows about them hold ids, never personal data, and stay as the record of who did what.
 * Once committed, their written emails (.eml files) are deleted and, on the embedded engine, the tables that held them
 * are rewritten: when this answers, no live file of the data folder holds them (docs/privacy.md).
 * confirmName null: the applicant asks from their own session (Manage my application), which already proves who they
 * are; audited then as the applicant's (application.erase).
 */
export async function erasePerson(
  db: Db,
  mail: Pick<MailOutbox, 'forget'>,
  kind: PersonKind,
  id: number,
  confirmName: string | null,
  staffUserId: number | null,
): Promise<ErasureSummary> {
  const { summary, emailIds } = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ first_name: string; last_name: string }>(
      `SELECT first_name, last_name FROM ${PERSON_TABLE[kind]} WHERE id = $1 FOR UPDATE`,
      [id],
    );
    const person = rows[0];
    if (!person) throw notFound(notFoundMessage(kind));
    const named = `${person.first_name} ${person.last_name}`;
    if (confirmName !== null && normalizePersonName(confirmName) !== normalizePersonName(named)) {
      throw badRequest(PERSON_DATA_MESSAGES.badErase, { confirmName: [PERSON_DATA_MESSAGES.confirmName] });
    }
    const current = await tx.query(`SELECT 1 FROM matches WHERE ${kind}_id = $1 AND ended_at IS NULL LIMIT 1`, [id]);
    if (current.rows.length > 0) throw conflict(PERSON_DATA_MESSAGES.inCurrentMatch(kind));

    await tx.query(
      `INSERT INTO anonymous_matches AS a (started_on, ended_on, n)
         SELECT (created_at AT TIME ZONE 'UTC')::date, (ended_at AT TIME ZONE 'UTC')::date, count(*)
         FROM matches WHERE ${kind}_id = $1 GROUP BY 1, 2 ORDER BY 1, 2
       ON CONFLICT (started_on, ended_on) DO UPDATE SET n = a.n + EXCLUDED.n`,
      [id],
    );
    const deleted = await deletePeople(tx, kind, [id]);
    const counts: ErasureSummary = {
      matches: deleted.rows.matches,
      emails: deleted.rows.emails,
      doNotPair: deleted.rows.doNotPair,
    };
    await recordAudit(tx, {
      staffUserId,
      action: confirmName === null ? 'application.erase' : `${kind}.erase`,
      entity: kind,
      entityId: id,
      details: confirmName === null ? { by: 'applicant', ...counts } : { ...counts },
    });
    return { summary: counts, emailIds: deleted.emailIds };
  });
  await mail.forget(emailIds);
  await rewriteEmbeddedTables(db, personTables(kind));
  return summary;
}
