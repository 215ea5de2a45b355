// Valid request bodies for the public application endpoints, for tests.
import { LANGUAGES, STUDENT_TERMS, TUTOR_TERMS, type TuteeSubmission, type TutorSubmission } from '@tutoring/common';

export function tuteeBody(overrides: Partial<TuteeSubmission> = {}): TuteeSubmission {
  return {
    firstName: 'Amina',
    lastName: 'Hassan',
    pronouns: 'she/her',
    studentOrGuardian: 'ParentOrGuardian',
    emailGuardian: 'parent@example.com',
    emailStudent: 'amina@example.com',
    phone: '507-555-0101',
    gradeLevel: '7th',
    school: 'Kellogg Middle School',
    subject1: 'math_pre_algebra',
    subject2: 'sci_bio_life',
    subject3: 'lang_spanish',
    subjectDetails: 'Fractions and word problems.',
    miscInfo: 'Afternoons work best.',
    ...Object.fromEntries(LANGUAGES.map((l) => [l.flag, false])),
    Other: '',
    termsVersion: STUDENT_TERMS.version,
    ...overrides,
  };
}

export function tutorBody(overrides: Partial<TutorSubmission> = {}): TutorSubmission {
  return {
    firstName: 'Lee',
    lastName: 'Nguyen',
    email: 'lee.tutor@example.com',
    pronouns: 'he/him',
    phone: '507-555-0199',
    grade: 'Junior',
    school: 'Mayo High School',
    miscInfo: 'Member of the math club.',
    SeventhGrade: true,
    MathPreAlgebra: true,
    otherLanguage: '',
    termsVersion: TUTOR_TERMS.version,
    ...overrides,
  };
}
