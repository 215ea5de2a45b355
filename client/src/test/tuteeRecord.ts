import type { TuteeRecord } from '@tutoring/common';
import { tuteeLanguageFlags } from './recordFlags';

/** A pending tutee as GET /api/matches/tutee/:id answers it: a guardian's confirmed application, 7th grade, English only. */
export function tuteeRecord(fields: Partial<TuteeRecord> = {}): TuteeRecord {
  return {
    id: 11,
    active_tutee: true,
    tutee_matched: false,
    student_or_guardian: 'ParentOrGuardian',
    tutee_firstname: 'Amina',
    tutee_lastname: 'Hassan',
    tutee_pronouns: null,
    email_guardian: 'parent.hassan@example.org',
    email_student: null,
    tutee_phone: '+15075550100',
    tutee_grade: '7th',
    tutee_school: 'Kellogg Middle School',
    tutee_submission_timestamp: '2026-01-05T09:00:00.000Z',
    tutee_subject_details: 'Homework help.',
    tutee_misc_info: null,
    subject_1: 'math_alg2',
    subject_2: 'sci_chem',
    subject_3: 'hist_us',
    tutee_language_other: null,
    tutee_previous_tutors: [],
    preferred_language: 'en',
    tutee_reference: 'T-7KQ4M2XR',
    tutee_email_confirmed_at: '2026-01-05T09:10:00.000Z',
    tutee_email_unconfirmed: false,
    tutee_withdrawn_at: null,
    tutee_last_confirmed_at: null,
    tutee_inactive_reason: null,
    tutee_guardian_consented_at: null,
    tutee_guardian_consent_pending: false,
    tutee_availability: [],
    ...tuteeLanguageFlags(),
    ...fields,
  };
}
