import type { MessageKey } from '@tutoring/common';
import { answeredOn } from '../registration';
import { STUDENT_FIELD_TARGETS } from './steps';

/** Where each field of the API body ("Tutee as sent on submit") is answered. */
const locations = {
  ...answeredOn('info', ['firstName', 'lastName', 'pronouns', 'phone', 'school']),
  ...answeredOn('info', {
    studentOrGuardian: STUDENT_FIELD_TARGETS.info.submitter,
    emailGuardian: 'parentEmail',
    emailStudent: STUDENT_FIELD_TARGETS.info.email,
    gradeLevel: 'grade',
    Other: STUDENT_FIELD_TARGETS.info.otherLanguage,
  }),
  ...answeredOn('subjects', {
    subject1: 'primarySubject',
    subject2: 'secondarySubject',
    subject3: 'tertiarySubject',
    subjectDetails: 'detailedNeeds',
  }),
};

/** The catalogue key naming each field. */
const labels: Record<string, MessageKey> = {
  firstName: 'student.firstName',
  lastName: 'student.lastName',
  pronouns: 'student.pronouns',
  studentOrGuardian: 'student.submitter',
  emailGuardian: 'student.parentEmail',
  emailStudent: 'student.email',
  phone: 'student.phone',
  gradeLevel: 'student.grade',
  school: 'student.school',
  subject1: 'student.primarySubject',
  subject2: 'student.secondarySubject',
  subject3: 'student.tertiarySubject',
  subjectDetails: 'student.detailedNeeds',
  Other: 'wizard.otherLanguageText',
};

/** The API body's fields of the wizard's own steps, for the server's field errors on the Terms step. */
export const STUDENT_API_FIELDS = { labels, locations };
