import type { StudentStepName } from '@tutoring/common';
import { STUDENT_FIELD_TARGETS } from './steps';

/** Where each field of the API body ("Tutee as sent on submit") is answered, for the server's field errors. */
export const STUDENT_API_FIELD_LOCATIONS: Record<string, { step: StudentStepName; target: string }> = {
  studentOrGuardian: { step: 'info', target: STUDENT_FIELD_TARGETS.info.submitter },
  firstName: { step: 'info', target: 'firstName' },
  lastName: { step: 'info', target: 'lastName' },
  pronouns: { step: 'info', target: 'pronouns' },
  emailGuardian: { step: 'info', target: 'parentEmail' },
  emailStudent: { step: 'info', target: STUDENT_FIELD_TARGETS.info.email },
  phone: { step: 'info', target: 'phone' },
  school: { step: 'info', target: 'school' },
  gradeLevel: { step: 'info', target: 'grade' },
  Other: { step: 'info', target: STUDENT_FIELD_TARGETS.info.otherLanguage },
  subject1: { step: 'subjects', target: 'primarySubject' },
  subject2: { step: 'subjects', target: 'secondarySubject' },
  subject3: { step: 'subjects', target: 'tertiarySubject' },
  subjectDetails: { step: 'subjects', target: 'detailedNeeds' },
  availability: { step: 'additional', target: STUDENT_FIELD_TARGETS.additional.availability },
  miscInfo: { step: 'additional', target: 'additionalInfo' },
  termsVersion: { step: 'terms', target: 'terms-accepted' },
};
