import { PUBLISHED_TERMS } from '@tutoring/common';
import type { Queryable } from '../db/db.js';
import { ownedReferences, PERSON_TABLE, type ExportSection, type PersonKind } from './references.js';

type Row = Record<string, unknown>;

/** Everything the app holds about one person, as one JSON document (GET /api/tutees/:id/export, /api/tutors/:id/export). */
export interface PersonExport {
  exportedAt: string;
  kind: PersonKind;
  id: number;
  /** the application as stored, every column */
  application: Row;
  /** which terms they accepted, when, whether their form named that version, and the text of that version */
  consent: {
    termsVersion: unknown;
    termsVersionStated: unknown;
    acceptedAt: unknown;
    termsText: readonly string[] | null;
  };
  matches: Row[];
  doNotPair: Row[];
  emails: Row[];
  /** their lines in proposal runs: the tutor proposed to them, or the reason none was */
  proposals: Row[];
  /** the reconfirmation rounds they were asked in: when, and their answer (yes, no, or expired unanswered) */
  reconfirmations: Row[];
  /** the "Did you meet?" check-ins of their matches: when each was due, and both sides' answers */
  checkins: Row[];
  /** notes staff wrote when they marked a Needs attention item of the person's matches handled */
  attentionHandled: Row[];
  /** staff actions on this person, on their matches, or naming their id */
  auditLog: Row[];
}

async function rowsOf(tx: Queryable, table: string, column: string, id: number): Promise<Row[]> {
  // The tables' own keys order the rows; do_not_pair's key is (tutee_id, tutor_id).
  const order = table === 'do_not_pair' ? 'tutee_id, tutor_id' : 'id';
  return (await tx.query<Row>(`SELECT * FROM ${table} WHERE ${column} = $1 ORDER BY ${order}`, [id])).rows;
}

/** Reads the export inside the caller's transaction; undefined when no such person exists. */
export async function readPersonExport(tx: Queryable, kind: PersonKind, id: number): Promise<PersonExport | undefined> {
  const application = (await tx.query<Row>(`SELECT * FROM ${PERSON_TABLE[kind]} WHERE id = $1`, [id])).rows[0];
  if (!application) return undefined;
  const sections: Record<ExportSection, Row[]> = {
    matches: [],
    doNotPair: [],
    emails: [],
    proposals: [],
    reconfirmations: [],
  };
  for (const { table, column, section } of ownedReferences(kind))
    sections[section].push(...(await rowsOf(tx, table, column, id)));

  const matchIds = sections.matches.map((match) => Number(match.id));
  const audit = await tx.query<Row>(
    `SELECT * FROM audit_log
     WHERE (entity = $1 AND entity_id = $2) OR (entity = 'match' AND entity_id = ANY ($3::int[])) OR details ->> $4 = $2::text
     ORDER BY id`,
    [kind, id, matchIds, `${kind}Id`],
  );
  // Link tokens are left out: they are hashes, and say nothing of the person.
  const checkins = await tx.query<Row>(
    `SELECT match_id, side, due_at, cancelled_at, answer, answered_at FROM match_checkin
     WHERE match_id = ANY ($1::int[]) ORDER BY id`,
    [matchIds],
  );
  const handled = await tx.query<Row>(
    `SELECT kind, match_id, email_id, note, handled_at FROM attention_handled
     WHERE match_id = ANY ($1::int[]) ORDER BY id`,
    [matchIds],
  );
  const termsVersion = application.terms_version;
  return {
    exportedAt: new Date().toISOString(),
    kind,
    id,
    application,
    consent: {
      termsVersion,
      termsVersionStated: application.terms_version_stated,
      acceptedAt: application.terms_accepted_at,
      termsText: PUBLISHED_TERMS.find((terms) => terms.version === termsVersion)?.paragraphs ?? null,
    },
    ...sections,
    checkins: checkins.rows,
    attentionHandled: handled.rows,
    auditLog: audit.rows,
  };
}
