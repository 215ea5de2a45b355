import type { MessageKey } from '@tutoring/common';
import { answeredOn } from '../registration';
import { TUTOR_SUBJECTS_TARGETS } from './steps';

/** Where each field of the API body ("Tutor as sent on submit") is answered. */
const locations = {
  ...answeredOn('info', ['firstName', 'lastName', 'pronouns', 'email', 'phone', 'grade', 'school']),
  ...answeredOn('subjects', {
    gradeLevels: TUTOR_SUBJECTS_TARGETS.grades,
    subjects: TUTOR_SUBJECTS_TARGETS.subjects,
    otherLanguage: TUTOR_SUBJECTS_TARGETS.otherLanguage,
  }),
};

/** The catalogue key naming each field. */
const labels: Record<string, MessageKey> = {
  firstName: 'tutor.firstName',
  lastName: 'tutor.lastName',
  email: 'tutor.email',
  pronouns: 'tutor.pronouns',
  phone: 'tutor.phone',
  grade: 'tutor.grade',
  school: 'tutor.school',
  otherLanguage: 'wizard.otherLanguageText',
  gradeLevels: 'tutor.gradeLevels',
  subjects: 'tutor.subjects',
};

/** The API body's fields of the wizard's own steps, for the server's field errors on the Terms step. */
export const TUTOR_API_FIELDS = { labels, locations };
