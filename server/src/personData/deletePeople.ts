import type { Queryable } from '../db/db.js';
import { ownedReferences, PERSON_TABLE, type ExportSection, type PersonKind } from './references.js';

type DeletedRows = Record<ExportSection, number>;

export interface DeletedPeople {
  rows: DeletedRows;
  /** the outbox ids of their emails: their written copies (.eml files) go once the transaction commits */
  emailIds: string[];
}

/**
 * Deletes people of one kind and every row that holds their id (PERSON_REFERENCES; the trigger-kept copies go with the
 * person's row). Callers decide who may go: this removes matches too, current or not. Table and column names come from
 * the constant list, never from a request.
 */
export async function deletePeople(tx: Queryable, kind: PersonKind, ids: readonly number[]): Promise<DeletedPeople> {
  const rows: DeletedRows = { matches: 0, doNotPair: 0, emails: 0, proposals: 0, reconfirmations: 0 };
  if (ids.length === 0) return { rows, emailIds: [] };
  const emails = await tx.query<{ id: string }>(
    `SELECT id::text AS id FROM email_outbox WHERE ${kind}_id = ANY ($1::int[]) ORDER BY id`,
    [ids],
  );
  for (const { table, column, section } of ownedReferences(kind)) {
    const { rowCount } = await tx.query(`DELETE FROM ${table} WHERE ${column} = ANY ($1::int[])`, [ids]);
    rows[section] += rowCount;
  }
  await tx.query(`DELETE FROM ${PERSON_TABLE[kind]} WHERE id = ANY ($1::int[])`, [ids]);
  return { rows, emailIds: emails.rows.map((row) => row.id) };
}
