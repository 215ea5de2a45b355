import { answeredOn } from '../registration';
import { STUDENT_FIELD_TARGETS } from './steps';

/** Where each field of the API body ("Tutee as sent on submit") is answered, for the server's field errors. */
export const STUDENT_API_FIELD_LOCATIONS = {
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
