import type { TutorStepName } from '@tutoring/common';
import { TUTOR_FIELD_TARGETS } from './steps';

/** Where each field of the API body ("Tutor as sent on submit") is answered, for the server's field errors. */
export const TUTOR_API_FIELD_LOCATIONS: Record<string, { step: TutorStepName; target: string }> = {
  firstName: { step: 'info', target: 'firstName' },
  lastName: { step: 'info', target: 'lastName' },
  pronouns: { step: 'info', target: 'pronouns' },
  email: { step: 'info', target: 'email' },
  phone: { step: 'info', target: 'phone' },
  grade: { step: 'info', target: 'grade' },
  school: { step: 'info', target: 'school' },
  gradeLevels: { step: 'subjects', target: TUTOR_FIELD_TARGETS.subjects.grades },
  subjects: { step: 'subjects', target: TUTOR_FIELD_TARGETS.subjects.subjects },
  otherLanguage: { step: 'subjects', target: TUTOR_FIELD_TARGETS.subjects.otherLanguage },
  availability: { step: 'additional', target: TUTOR_FIELD_TARGETS.additional.availability },
  miscInfo: { step: 'additional', target: 'additionalInfo' },
  termsVersion: { step: 'terms', target: 'terms-accepted' },
};
