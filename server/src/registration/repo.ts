import type { NewTutee, NewTutor } from '@tutoring/common';
import type { Queryable } from '../db/db.js';
import { insertQueuingEmail, type QueuedEmail } from '../mail/repo.js';

/** What the database needs for one application; the seed script builds these too. */
interface InsertExtras {
  /** repeats of the same key return the first insert's id instead of a second row */
  idempotencyKey?: string | null;
  /** defaults to now(); also the moment the terms were accepted */
  submittedAt?: Date;
}
export type TuteeInsert = NewTutee & InsertExtras;
export type TutorInsert = NewTutor & InsertExtras;

const ID_BY_IDEMPOTENCY_KEY = {
  tutees: 'SELECT id FROM tutees WHERE idempotency_key = $1',
  tutors: 'SELECT id FROM tutors WHERE idempotency_key = $1',
} as const;

async function insertedOrExisting(
  db: Queryable,
  table: 'tutees' | 'tutors',
  inserted: { rows: { id: number }[] },
  idempotencyKey: string | null | undefined,
): Promise<number> {
  const row = inserted.rows[0];
  if (row) return row.id;
  const existing = await db.query<{ id: number }>(ID_BY_IDEMPOTENCY_KEY[table], [idempotencyKey ?? null]);
  const first = existing.rows[0];
  if (!first) throw new Error(`${table} insert skipped without an existing row`);
  return first.id;
}

/** Stores a tutee application and, when it is new, queues its confirmation in the same statement. */
export async function insertTutee(db: Queryable, tutee: TuteeInsert, confirmation: QueuedEmail): Promise<number> {
  const [subject1, subject2, subject3] = tutee.subjects;
  const insert = {
    text: `INSERT INTO tutees (
       submitter, first_name, last_name, pronouns, email_guardian, email_student, phone, grade, school,
       subject_1, subject_2, subject_3, subject_details, misc_info, languages, language_other,
       terms_version, idempotency_key, submitted_at, terms_accepted_at, preferred_language, terms_language,
       terms_version_stated
     ) VALUES (
       $1, $2, $3, $4, $5, $6, $7, $8, $9,
       $10, $11, $12, $13, $14, $15::text[], $16,
       $17, $18::uuid, COALESCE($19::timestamptz, now()), COALESCE($19::timestamptz, now()), $20, $20,
       $21
     )
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING id`,
    values: [
      tutee.submitter,
      tutee.firstName,
      tutee.lastName,
      tutee.pronouns,
      tutee.emailGuardian,
      tutee.emailStudent,
      tutee.phone,
      tutee.grade,
      tutee.school,
      subject1,
      subject2,
      subject3,
      tutee.subjectDetails,
      tutee.miscInfo,
      tutee.languages,
      tutee.languageOther,
      tutee.termsVersion,
      tutee.idempotencyKey ?? null,
      tutee.submittedAt ?? null,
      // The terms were shown in the form's language (with the binding English text beside a translation).
      tutee.preferredLanguage,
      tutee.termsVersionStated,
    ],
  };
  const { text, values } = insertQueuingEmail(insert, 'tutee_id', confirmation);
  const inserted = await db.query<{ id: number }>(text, values);
  return insertedOrExisting(db, 'tutees', inserted, tutee.idempotencyKey);
}

/** Stores a tutor application and, when it is new, queues its confirmation in the same statement. */
export async function insertTutor(db: Queryable, tutor: TutorInsert, confirmation: QueuedEmail): Promise<number> {
  const insert = {
    text: `INSERT INTO tutors (
       first_name, last_name, email, pronouns, phone, grade, school, misc_info,
       grade_levels, subjects, languages, language_other,
       terms_version, idempotency_key, submitted_at, terms_accepted_at, preferred_language, terms_language,
       terms_version_stated
     ) VALUES (
       $1, $2, $3, $4, $5, $6, $7, $8,
       $9::text[], $10::text[], $11::text[], $12,
       $13, $14::uuid, COALESCE($15::timestamptz, now()), COALESCE($15::timestamptz, now()), $16, $16,
       $17
     )
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING id`,
    values: [
      tutor.firstName,
      tutor.lastName,
      tutor.email,
      tutor.pronouns,
      tutor.phone,
      tutor.grade,
      tutor.school,
      tutor.miscInfo,
      tutor.gradeLevels,
      tutor.subjects,
      tutor.languages,
      tutor.languageOther,
      tutor.termsVersion,
      tutor.idempotencyKey ?? null,
      tutor.submittedAt ?? null,
      tutor.preferredLanguage,
      tutor.termsVersionStated,
    ],
  };
  const { text, values } = insertQueuingEmail(insert, 'tutor_id', confirmation);
  const inserted = await db.query<{ id: number }>(text, values);
  return insertedOrExisting(db, 'tutors', inserted, tutor.idempotencyKey);
}
