import { EXPECTED_WAIT_MIN_MATCHES, EXPECTED_WAIT_WINDOW_DAYS, type NewTutee, type NewTutor } from '@tutoring/common';
import type { Queryable } from '../db/db.js';
import {
  insertQueuingEmail,
  type EmailConfirmationRequest,
  type GuardianConsentRequest,
  type QueuedEmail,
} from '../mail/repo.js';

/** What the database needs for one application; the seed script builds these too. */
interface InsertExtras {
  /** repeats of the same key return the first insert's id instead of a second row */
  idempotencyKey?: string | null;
  /** defaults to now(); also the moment the terms were accepted */
  submittedAt?: Date;
}
export type TuteeInsert = NewTutee & InsertExtras;
export type TutorInsert = NewTutor & InsertExtras;

/** The stored application (the first one, for a repeated idempotency key). */
export interface StoredApplication {
  id: number;
  reference: string;
}

/** The unique indexes a new reference may collide with (database.sql). */
export const REFERENCE_CONSTRAINTS = { tutee: 'tutees_reference_key', tutor: 'tutors_reference_key' } as const;

const STORED_COLUMNS = 'id, reference';

async function insertedOrExisting(
  db: Queryable,
  table: 'tutees' | 'tutors',
  inserted: { rows: StoredApplication[] },
  idempotencyKey: string | null | undefined,
): Promise<StoredApplication> {
  const row = inserted.rows[0];
  if (row) return row;
  const existing = await db.query<StoredApplication>(
    `SELECT ${STORED_COLUMNS} FROM ${table} WHERE idempotency_key = $1`,
    [idempotencyKey ?? null],
  );
  const first = existing.rows[0];
  if (!first) throw new Error(`${table} insert skipped without an existing row`);
  return first;
}

/**
 * The median wait, in whole days (at least 1), of the matches made in the last EXPECTED_WAIT_WINDOW_DAYS for this
 * first subject and grade, or null with fewer than EXPECTED_WAIT_MIN_MATCHES of them: one walk of matches_wait_idx
 * over that pair's recent matches, reading nothing else.
 */
export async function medianRecentWaitDays(db: Queryable, subject: string, grade: string): Promise<number | null> {
  const { rows } = await db.query<{ days: number | null }>(
    `SELECT CASE WHEN count(*) >= $3
              THEN greatest(1, ceil(extract(epoch FROM percentile_cont(0.5) WITHIN GROUP (ORDER BY waited)) / 86400))::int
            END AS days
     FROM matches
     WHERE wait_subject = $1 AND wait_grade = $2 AND created_at >= now() - make_interval(days => $4)`,
    [subject, grade, EXPECTED_WAIT_MIN_MATCHES, EXPECTED_WAIT_WINDOW_DAYS],
  );
  return rows[0]?.days ?? null;
}

/**
 * Stores a tutee application and, when it is new, queues its confirmation, its confirmation link and the reminder in
 * the same statement, and the guardian's consent request when one is asked for.
 */
export async function insertTutee(
  db: Queryable,
  tutee: TuteeInsert,
  reference: string,
  confirmation: QueuedEmail,
  confirm: EmailConfirmationRequest,
  consent: GuardianConsentRequest | null = null,
): Promise<StoredApplication> {
  const [subject1, subject2, subject3] = tutee.subjects;
  const insert = {
    text: `INSERT INTO tutees (
       submitter, first_name, last_name, pronouns, email_guardian, email_student, phone, grade, school,
       subject_1, subject_2, subject_3, subject_details, misc_info, languages, language_other,
       terms_version, idempotency_key, submitted_at, terms_accepted_at, preferred_language, terms_language,
       terms_version_stated, reference, email_confirm_asked_at, guardian_consent_asked_at, availability
     ) VALUES (
       $1, $2, $3, $4, $5, $6, $7, $8, $9,
       $10, $11, $12, $13, $14, $15::text[], $16,
       $17, $18::uuid, COALESCE($19::timestamptz, now()), COALESCE($19::timestamptz, now()), $20, $20,
       $21, $22, COALESCE($19::timestamptz, now()), CASE WHEN $23::boolean THEN COALESCE($19::timestamptz, now()) END,
       $24::text[]
     )
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING ${STORED_COLUMNS}`,
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
      reference,
      consent !== null,
      tutee.availability,
    ],
  };
  const { text, values } = insertQueuingEmail(insert, 'tutee_id', confirmation, confirm, consent);
  const inserted = await db.query<StoredApplication>(text, values);
  return insertedOrExisting(db, 'tutees', inserted, tutee.idempotencyKey);
}

/** Stores a tutor application as insertTutee does. */
export async function insertTutor(
  db: Queryable,
  tutor: TutorInsert,
  reference: string,
  confirmation: QueuedEmail,
  confirm: EmailConfirmationRequest,
): Promise<StoredApplication> {
  const insert = {
    text: `INSERT INTO tutors (
       first_name, last_name, email, pronouns, phone, grade, school, misc_info,
       grade_levels, subjects, languages, language_other,
       terms_version, idempotency_key, submitted_at, terms_accepted_at, preferred_language, terms_language,
       terms_version_stated, reference, email_confirm_asked_at, availability
     ) VALUES (
       $1, $2, $3, $4, $5, $6, $7, $8,
       $9::text[], $10::text[], $11::text[], $12,
       $13, $14::uuid, COALESCE($15::timestamptz, now()), COALESCE($15::timestamptz, now()), $16, $16,
       $17, $18, COALESCE($15::timestamptz, now()), $19::text[]
     )
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING ${STORED_COLUMNS}`,
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
      reference,
      tutor.availability,
    ],
  };
  const { text, values } = insertQueuingEmail(insert, 'tutor_id', confirmation, confirm);
  const inserted = await db.query<StoredApplication>(text, values);
  return insertedOrExisting(db, 'tutors', inserted, tutor.idempotencyKey);
}
