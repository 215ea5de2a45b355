// Many applications per statement: one INSERT ... SELECT FROM unnest(...) per batch. Same columns and
// the same row shape (TuteeInsert / TutorInsert) as the registration repository's one-row inserts.
// Nested arrays cannot go through unnest, so list columns travel as comma-joined text.
import type { Queryable } from '../db/db.js';
import type { TuteeInsert, TutorInsert } from '../registration/repo.js';

export type Seeded<T> = T & { submittedAt: Date; active: boolean };

const joined = (keys: readonly string[]) => keys.join(',');
const listColumn = (param: string) => `string_to_array(${param}, ',')`;

function column<T, V>(rows: readonly T[], value: (row: T) => V): V[] {
  return rows.map(value);
}

/** Returns the new ids in the order of rows. */
export async function insertTuteesBatch(db: Queryable, rows: readonly Seeded<TuteeInsert>[]): Promise<number[]> {
  const { rows: ids } = await db.query<{ id: number }>(
    `INSERT INTO tutees (
       submitted_at, terms_accepted_at, active, submitter, first_name, last_name, pronouns, email_guardian, email_student,
       phone, grade, school, subject_1, subject_2, subject_3, subject_details, misc_info, languages, language_other, terms_version
     )
     SELECT u.at, u.at, u.active, u.submitter, u.first_name, u.last_name, u.pronouns, u.email_guardian, u.email_student,
            u.phone, u.grade, u.school, u.s1, u.s2, u.s3, u.details, u.misc, ${listColumn('u.languages')}, u.language_other, u.terms
     FROM unnest(
       $1::timestamptz[], $2::boolean[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
       $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::text[],
       $17::text[], $18::text[], $19::text[]
     ) WITH ORDINALITY AS u (
       at, active, submitter, first_name, last_name, pronouns, email_guardian, email_student,
       phone, grade, school, s1, s2, s3, details, misc, languages, language_other, terms, n
     )
     ORDER BY u.n
     RETURNING id`,
    [
      column(rows, (r) => r.submittedAt.toISOString()),
      column(rows, (r) => r.active),
      column(rows, (r) => r.submitter),
      column(rows, (r) => r.firstName),
      column(rows, (r) => r.lastName),
      column(rows, (r) => r.pronouns),
      column(rows, (r) => r.emailGuardian),
      column(rows, (r) => r.emailStudent),
      column(rows, (r) => r.phone),
      column(rows, (r) => r.grade),
      column(rows, (r) => r.school),
      column(rows, (r) => r.subjects[0]),
      column(rows, (r) => r.subjects[1]),
      column(rows, (r) => r.subjects[2]),
      column(rows, (r) => r.subjectDetails),
      column(rows, (r) => r.miscInfo),
      column(rows, (r) => joined(r.languages)),
      column(rows, (r) => r.languageOther),
      column(rows, (r) => r.termsVersion),
    ] as unknown as string[][],
  );
  return ids.map((row) => row.id);
}

/** Returns the new ids in the order of rows. */
export async function insertTutorsBatch(
  db: Queryable,
  rows: readonly (Seeded<TutorInsert> & { capacity: number })[],
): Promise<number[]> {
  const { rows: ids } = await db.query<{ id: number }>(
    `INSERT INTO tutors (
       submitted_at, terms_accepted_at, active, capacity, first_name, last_name, email, pronouns, phone, grade, school,
       misc_info, grade_levels, subjects, languages, language_other, terms_version
     )
     SELECT u.at, u.at, u.active, u.capacity, u.first_name, u.last_name, u.email, u.pronouns, u.phone, u.grade, u.school,
            u.misc, ${listColumn('u.grade_levels')}, ${listColumn('u.subjects')}, ${listColumn('u.languages')}, u.language_other, u.terms
     FROM unnest(
       $1::timestamptz[], $2::boolean[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
       $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::text[]
     ) WITH ORDINALITY AS u (
       at, active, capacity, first_name, last_name, email, pronouns, phone, grade, school,
       misc, grade_levels, subjects, languages, language_other, terms, n
     )
     ORDER BY u.n
     RETURNING id`,
    [
      column(rows, (r) => r.submittedAt.toISOString()),
      column(rows, (r) => r.active),
      column(rows, (r) => r.capacity),
      column(rows, (r) => r.firstName),
      column(rows, (r) => r.lastName),
      column(rows, (r) => r.email),
      column(rows, (r) => r.pronouns),
      column(rows, (r) => r.phone),
      column(rows, (r) => r.grade),
      column(rows, (r) => r.school),
      column(rows, (r) => r.miscInfo),
      column(rows, (r) => joined(r.gradeLevels)),
      column(rows, (r) => joined(r.subjects)),
      column(rows, (r) => joined(r.languages)),
      column(rows, (r) => r.languageOther),
      column(rows, (r) => r.termsVersion),
    ] as unknown as string[][],
  );
  return ids.map((row) => row.id);
}

export interface SeededMatch {
  tuteeId: number;
  tutorId: number;
  createdAt: Date;
  /** null while the match is current */
  endedAt: Date | null;
}

/** Inserts matches and keeps tutees.matched and tutors.current_matches in step, as POST /api/matches does. */
export async function insertMatchesBatch(db: Queryable, matches: readonly SeededMatch[]): Promise<void> {
  await db.query(
    `INSERT INTO matches (tutee_id, tutor_id, created_at, ended_at)
     SELECT * FROM unnest($1::int[], $2::int[], $3::timestamptz[], $4::timestamptz[])`,
    [
      matches.map((m) => m.tuteeId),
      matches.map((m) => m.tutorId),
      matches.map((m) => m.createdAt.toISOString()),
      matches.map((m) => m.endedAt?.toISOString() ?? null),
    ] as unknown as string[][],
  );
  const current = matches.filter((m) => m.endedAt === null);
  await db.query('UPDATE tutees SET matched = true WHERE id = ANY($1::int[])', [current.map((m) => m.tuteeId)]);
  await db.query(
    `UPDATE tutors r SET current_matches = r.current_matches + c.taken
     FROM (SELECT tutor_id, count(*)::int AS taken FROM unnest($1::int[]) AS tutor_id GROUP BY tutor_id) c
     WHERE r.id = c.tutor_id`,
    [current.map((m) => m.tutorId)],
  );
}
