import {
  GRADE_LEVELS,
  LANGUAGES,
  SCHOOLS,
  STUDENT_TERMS,
  SUBJECTS,
  TUTOR_CURRENT_GRADE_VALUES,
  TUTOR_TERMS,
  type TuteeSubmission,
  type TutorSubmission,
} from '@tutoring/common';

// Valid application bodies built from the catalogue, so a catalogue change never breaks them.
const [s1, s2, s3] = SUBJECTS;
const grade = GRADE_LEVELS[6];
const language = LANGUAGES[0];
if (!s1 || !s2 || !s3 || !grade || !language) throw new Error('catalogue too small for test samples');

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

let counter = 0;

/** A distinct person per call, so a test can search logs and tables for each of their values. */
export function samplePerson(tag = 'p'): Person {
  counter += 1;
  const unique = `${tag}${counter}x${Math.random().toString(36).slice(2, 8)}`;
  return {
    firstName: `Fn${unique}`,
    lastName: `Ln${unique}`,
    email: `mail.${unique}@example.com`,
    // A valid US number in E.164, so it is stored as sent and searchable as is: a random exchange (200-999) and
    // the counter as the line number.
    phone: `+1507${200 + Math.floor(Math.random() * 800)}${String(counter % 10_000).padStart(4, '0')}`,
  };
}

export function tuteeBody(person: Person = samplePerson('tutee')): TuteeSubmission {
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    pronouns: '',
    studentOrGuardian: 'ParentOrGuardian',
    emailGuardian: person.email,
    emailStudent: '',
    phone: person.phone,
    gradeLevel: grade!.key,
    school: SCHOOLS[0] ?? 'School',
    subject1: s1!.key,
    subject2: s2!.key,
    subject3: s3!.key,
    subjectDetails: 'Needs help with homework.',
    miscInfo: '',
    Other: '',
    [language!.flag]: true,
    termsVersion: STUDENT_TERMS.version,
  };
}

/** A tutor who fits tuteeBody(): same grade level and all three subjects (group A). */
export function tutorBody(person: Person = samplePerson('tutor')): TutorSubmission {
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    pronouns: '',
    phone: person.phone,
    grade: TUTOR_CURRENT_GRADE_VALUES[0],
    school: SCHOOLS[1] ?? 'School',
    miscInfo: '',
    otherLanguage: '',
    [grade!.tutorFlag]: true,
    [s1!.tutorFlag]: true,
    [s2!.tutorFlag]: true,
    [s3!.tutorFlag]: true,
    [language!.flag]: true,
    termsVersion: TUTOR_TERMS.version,
  };
}
