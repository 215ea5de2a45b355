import type { TutorRecord } from '@tutoring/common';
import { tutorFlags } from './recordFlags';

/** A pending tutor as GET /api/tutors/:id answers it: one free place, 7th grade Algebra II and Chemistry, confirmed. */
export function tutorRecord(fields: Partial<TutorRecord> = {}): TutorRecord {
  return {
    id: 21,
    active_tutor: true,
    tutor_capacity: 1,
    tutor_current_matches: 0,
    tutor_first_name: 'Dana',
    tutor_last_name: 'Avery',
    tutor_pronouns: null,
    tutor_email: 'dana@school.example.org',
    tutor_phone: '+15075550200',
    tutor_grade: 'Junior',
    tutor_school: 'Mayo High School',
    tutor_submission_timestamp: '2026-01-02T08:00:00.000Z',
    tutor_miscinfo: null,
    tutor_language_other: null,
    tutor_other: false,
    preferred_language: 'en',
    tutor_reference: 'V-7KQ4M2XR',
    tutor_email_confirmed_at: '2026-01-02T08:10:00.000Z',
    tutor_email_unconfirmed: false,
    tutor_withdrawn_at: null,
    tutor_last_confirmed_at: null,
    tutor_paused_at: null,
    tutor_paused_reason: null,
    tutor_availability: [],
    ...tutorFlags({ grades: ['mentor_grade_7'], subjects: ['math_alg2', 'sci_chem'] }),
    ...fields,
  };
}
