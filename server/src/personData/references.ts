/** The two kinds of people the app holds applications of, and their tables. */
export type PersonKind = 'tutee' | 'tutor';

export const PERSON_TABLE: Record<PersonKind, 'tutees' | 'tutors'> = { tutee: 'tutees', tutor: 'tutors' };

/** Where a person's export lists the rows of a table. */
export type ExportSection = 'matches' | 'doNotPair' | 'emails' | 'proposals' | 'reconfirmations';

/**
 * A column outside the person's own table that holds their id. Export, erasure and retention walk this list, and
 * personData.test.ts walks the database's schema for every column that references tutees or tutors and fails when one
 * is missing here, so a new table cannot keep someone's data behind their back.
 * - section: the export lists the rows there; erasure and retention delete them (matches become anonymous counts on
 *   erasure, after the check that none is current).
 * - derived: rows that exist only for the application and go with the person's row (ON DELETE CASCADE): copies kept by
 *   triggers (database.sql), exported as the application, and emailed links, which hold nothing but a token's hash.
 */
export type PersonReference =
  { table: string; column: string; section: ExportSection } | { table: string; column: string; derived: true };

export const PERSON_REFERENCES: Record<PersonKind, readonly PersonReference[]> = {
  tutee: [
    { table: 'matches', column: 'tutee_id', section: 'matches' },
    { table: 'do_not_pair', column: 'tutee_id', section: 'doNotPair' },
    { table: 'email_outbox', column: 'tutee_id', section: 'emails' },
    { table: 'proposal_entries', column: 'tutee_id', section: 'proposals' },
    { table: 'reconfirmation', column: 'tutee_id', section: 'reconfirmations' },
    { table: 'link_token', column: 'tutee_id', derived: true },
    { table: 'tutee_triage', column: 'tutee_id', derived: true },
  ],
  tutor: [
    { table: 'matches', column: 'tutor_id', section: 'matches' },
    { table: 'do_not_pair', column: 'tutor_id', section: 'doNotPair' },
    { table: 'email_outbox', column: 'tutor_id', section: 'emails' },
    { table: 'proposal_entries', column: 'tutor_id', section: 'proposals' },
    { table: 'reconfirmation', column: 'tutor_id', section: 'reconfirmations' },
    { table: 'tutor_json', column: 'tutor_id', derived: true },
    { table: 'tutor_offers', column: 'tutor_id', derived: true },
    { table: 'link_token', column: 'tutor_id', derived: true },
  ],
};

/** The references whose rows go with the person: everything but the trigger-kept copies. */
export function ownedReferences(kind: PersonKind): { table: string; column: string; section: ExportSection }[] {
  return PERSON_REFERENCES[kind].flatMap((reference) => ('section' in reference ? [reference] : []));
}

/** Every table that holds a person of this kind: rewritten on the embedded engine after people leave it. */
export function personTables(kind: PersonKind): string[] {
  return [PERSON_TABLE[kind], ...PERSON_REFERENCES[kind].map((reference) => reference.table)];
}
