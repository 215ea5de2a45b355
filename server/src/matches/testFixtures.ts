// Test data written straight to the tables, so the matching tests control every column they
// depend on (submission time, capacity, current matches) and nothing else.
import { STUDENT_TERMS, TUTOR_TERMS } from '@tutoring/common';
import type { Queryable } from '../db/db.js';

export interface TutorFixture {
  firstName?: string;
  subjects: string[];
  grades: string[];
  languages?: string[];
  languageOther?: string | null;
  active?: boolean;
  capacity?: number;
  currentMatches?: number;
  submittedAt?: string;
  /** "When can you meet?" slot keys, in week order */
  availability?: string[];
}

let serial = 0;

export async function insertTutor(db: Queryable, tutor: TutorFixture): Promise<number> {
  serial += 1;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO tutors (first_name, last_name, email, phone, grade, school, subjects, grade_levels, languages, language_other,
       active, capacity, current_matches, submitted_at, terms_version, terms_accepted_at, availability)
     VALUES ($1, 'Tutor', $2, '507-555-0100', 'Junior', 'Mayo High School', $3, $4, $5, $6, $7, $8, $9, $10, $11, now(), $12)
     RETURNING id`,
    [
      tutor.firstName ?? `Tutor${serial}`,
      `tutor${serial}@school.example`,
      tutor.subjects,
      tutor.grades,
      tutor.languages ?? [],
      tutor.languageOther ?? null,
      tutor.active ?? true,
      tutor.capacity ?? 1,
      tutor.currentMatches ?? 0,
      tutor.submittedAt ?? new Date(Date.UTC(2024, 0, 1, 0, 0, serial)).toISOString(),
      TUTOR_TERMS.version,
      tutor.availability ?? [],
    ],
  );
  return rows[0]!.id;
}

export interface TuteeFixture {
  subjects: [string, string, string];
  grade: string;
  languages?: string[];
  languageOther?: string | null;
  active?: boolean;
  submitter?: 'Student' | 'ParentOrGuardian';
  submittedAt?: string;
  /** "When can you meet?" slot keys, in week order */
  availability?: string[];
}

export async function insertTutee(db: Queryable, tutee: TuteeFixture): Promise<number> {
  serial += 1;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO tutees (submitter, first_name, last_name, email_guardian, email_student, phone, grade, school,
       subject_1, subject_2, subject_3, subject_details, languages, language_other, active, terms_version, terms_accepted_at,
       submitted_at, availability)
     VALUES ($1, $2, 'Tutee', $3, $4, '507-555-0111', $5, 'Lincoln Middle School', $6, $7, $8, 'Homework help', $9, $10, $11, $12, now(),
       coalesce($13::timestamptz, now()), $14)
     RETURNING id`,
    [
      tutee.submitter ?? 'ParentOrGuardian',
      `Tutee${serial}`,
      `guardian${serial}@family.example`,
      `student${serial}@family.example`,
      tutee.grade,
      ...tutee.subjects,
      tutee.languages ?? [],
      tutee.languageOther ?? null,
      tutee.active ?? true,
      STUDENT_TERMS.version,
      tutee.submittedAt ?? null,
      tutee.availability ?? [],
    ],
  );
  return rows[0]!.id;
}

/** A match that already ended (the pair was matched before). */
export async function insertEndedMatch(db: Queryable, tuteeId: number, tutorId: number): Promise<void> {
  await db.query(
    `INSERT INTO matches (tutee_id, tutor_id, created_at, ended_at) VALUES ($1, $2, now() - interval '30 days', now() - interval '1 day')`,
    [tuteeId, tutorId],
  );
}
