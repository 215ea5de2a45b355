import type { Queryable } from '../db/db.js';
import { ownedReferences, PERSON_TABLE, type ExportSection, type PersonKind } from './references.js';

export type DeletedRows = Record<ExportSection, number>;

/**
 * Deletes people of one kind and every row that holds their id (PERSON_REFERENCES; the trigger-kept copies go with the
 * person's row). Callers decide who may go: this removes matches too, current or not. Table and column names come from
 * the constant list, never from a request.
 */
export async function deletePeople(tx: Queryable, kind: PersonKind, ids: readonly number[]): Promise<DeletedRows> {
  const deleted: DeletedRows = { matches: 0, doNotPair: 0, emails: 0, proposals: 0 };
  if (ids.length === 0) return deleted;
  for (const { table, column, section } of ownedReferences(kind)) {
    const { rowCount } = await tx.query(`DELETE FROM ${table} WHERE ${column} = ANY ($1::int[])`, [ids]);
    deleted[section] += rowCount;
  }
  await tx.query(`DELETE FROM ${PERSON_TABLE[kind]} WHERE id = ANY ($1::int[])`, [ids]);
  return deleted;
}
