import { answeredOn } from '../registration';
import { TUTOR_SUBJECTS_TARGETS } from './steps';

/** Where each field of the API body ("Tutor as sent on submit") is answered, for the server's field errors. */
export const TUTOR_API_FIELD_LOCATIONS = {
  ...answeredOn('info', ['firstName', 'lastName', 'pronouns', 'email', 'phone', 'grade', 'school']),
  ...answeredOn('subjects', {
    gradeLevels: TUTOR_SUBJECTS_TARGETS.grades,
    subjects: TUTOR_SUBJECTS_TARGETS.subjects,
    otherLanguage: TUTOR_SUBJECTS_TARGETS.otherLanguage,
  }),
};
