import { describe, expect, it } from 'vitest';
import { otherSpokenLanguage, spokenLanguageKeys, tutorGradeKeys, tutorSubjectKeys } from '@tutoring/common';
import { toTuteeRecord } from './tuteeRecord.js';
import { toTutorRecord } from './tutorRecord.js';

describe('row to record mapping', () => {
  it('maps a tutee row to the original fields with one boolean per language', () => {
    const record = toTuteeRecord({
      id: 7,
      active: true,
      matched: false,
      submitter: 'ParentOrGuardian',
      first_name: 'Ana',
      last_name: 'Lee',
      pronouns: null,
      email_guardian: 'p@example.org',
      email_student: null,
      phone: '555',
      grade: 'prek_kindergarten',
      school: 'Lincoln',
      submitted_at: new Date('2024-03-05T12:00:00Z'),
      subject_details: 'fractions',
      misc_info: null,
      subject_1: 'K5_Math',
      subject_2: 'K5_Science',
      subject_3: 'math_alg2',
      languages: ['somali', 'hmong'],
      language_other: 'Oromo',
      preferred_language: 'so',
      reference: 'T-7KQ4M2XR',
      last_confirmed_at: new Date('2024-04-01T08:00:00Z'),
      inactive_reason: null,
      availability: ['mon_afternoon', 'sat_morning'],
    });
    expect(record).toMatchObject({
      id: 7,
      active_tutee: true,
      tutee_firstname: 'Ana',
      subject_2: 'K5_Science',
      tutee_submission_timestamp: '2024-03-05T12:00:00.000Z',
      preferred_language: 'so',
      tutee_reference: 'T-7KQ4M2XR',
      tutee_last_confirmed_at: '2024-04-01T08:00:00.000Z',
      tutee_inactive_reason: null,
      tutee_availability: ['mon_afternoon', 'sat_morning'],
    });
    expect(record.tutee_language_somali).toBe(true);
    expect(record.tutee_language_hmong).toBe(true);
    expect(record.tutee_language_spanish).toBe(false);
    expect(spokenLanguageKeys(record, 'tutee')).toEqual(['somali', 'hmong']);
    expect(otherSpokenLanguage(record, 'tutee')).toBe('Oromo');
  });

  it('maps a tutor row: grade flags mentor_*, subject flags tutor_<key lower case>, Linear Algebra on its own', () => {
    const record = toTutorRecord({
      id: 3,
      active: false,
      capacity: 1,
      current_matches: 0,
      first_name: 'Sam',
      last_name: 'Ng',
      pronouns: 'they/them',
      email: 's@example.org',
      phone: '555',
      grade: 'College',
      school: 'Other High',
      submitted_at: '2023-01-02T00:00:00Z',
      misc_info: null,
      grade_levels: ['prek_kindergarten', '12th'],
      subjects: ['math_alg1_linear_alg', 'ap_calc_AB', 'other'],
      languages: [],
      language_other: null,
      preferred_language: 'en',
      reference: null,
      last_confirmed_at: null,
      paused_at: '2024-05-01T00:00:00Z',
      paused_reason: 'did_not_confirm',
      availability: [],
    });
    expect(record.tutor_reference).toBeNull();
    expect(record).toMatchObject({
      tutor_last_confirmed_at: null,
      tutor_paused_at: '2024-05-01T00:00:00.000Z',
      tutor_paused_reason: 'did_not_confirm',
      tutor_availability: [],
    });
    expect(record.mentor_prek_kindergarten).toBe(true);
    expect(record.mentor_grade_12).toBe(true);
    expect(record.mentor_grade_1).toBe(false);
    expect(record.tutor_math_alg1_linear_alg).toBe(true);
    expect(record.tutor_math_pre_algebra).toBe(false);
    expect(record.tutor_ap_calc_ab).toBe(true);
    expect(record.tutor_other).toBe(true);
    expect(record.active_tutor).toBe(false);
    expect(record.preferred_language).toBe('en');
    expect(tutorGradeKeys(record)).toEqual(['prek_kindergarten', '12th']);
    expect(tutorSubjectKeys(record)).toEqual(['math_alg1_linear_alg', 'ap_calc_AB']);
  });
});
