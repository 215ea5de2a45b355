import type { MessageKey, Translate } from '@tutoring/common';

/** Every text of the tutor application wizard, from the active language's catalogue. */
export const tutorMessages = (t: Translate) => ({
  audience: t('tutor.audience'),
  stepLabels: {
    info: t('tutor.stepLabels.info'),
    subjects: t('tutor.stepLabels.subjects'),
    additional: t('tutor.stepLabels.additional'),
    terms: t('tutor.stepLabels.terms'),
  },
  infoTitle: t('tutor.infoTitle'),
  subjectsTitle: t('tutor.subjectsTitle'),
  additionalTitle: t('tutor.additionalTitle'),
  termsTitle: t('tutor.termsTitle'),
  firstName: t('tutor.firstName'),
  lastName: t('tutor.lastName'),
  pronouns: t('tutor.pronouns'),
  pronounsHint: t('tutor.pronounsHint'),
  email: t('tutor.email'),
  emailHint: t('tutor.emailHint'),
  phone: t('tutor.phone'),
  grade: t('tutor.grade'),
  school: t('tutor.school'),
  schoolOther: t('tutor.schoolOther'),
  schoolName: t('tutor.schoolName'),
  gradeLevels: t('tutor.gradeLevels'),
  gradeLevelsHint: t('tutor.gradeLevelsHint'),
  subjects: t('tutor.subjects'),
  subjectsHint: t('tutor.subjectsHint'),
  otherSubjectGroup: t('tutor.otherSubjectGroup'),
  languages: t('tutor.languages'),
  languagesHint: t('tutor.languagesHint'),
  additionalInfo: t('tutor.additionalInfo'),
  additionalHint: t('tutor.additionalHint'),
  modalBody: t('tutor.modalBody'),
  submittedNext: t('tutor.submittedNext'),
});

/** The catalogue key naming each of the API's fields, for the server's field errors on the Terms step. */
const TUTOR_API_FIELD_KEYS: Record<string, MessageKey> = {
  firstName: 'tutor.firstName',
  lastName: 'tutor.lastName',
  email: 'tutor.email',
  pronouns: 'tutor.pronouns',
  phone: 'tutor.phone',
  grade: 'tutor.grade',
  school: 'tutor.school',
  availability: 'wizard.availabilityLegend',
  miscInfo: 'tutor.additionalInfo',
  otherLanguage: 'wizard.otherLanguageText',
  gradeLevels: 'tutor.gradeLevels',
  subjects: 'tutor.subjects',
  termsVersion: 'tutor.termsTitle',
};

export const tutorApiFieldLabels = (t: Translate): Record<string, string> =>
  Object.fromEntries(Object.entries(TUTOR_API_FIELD_KEYS).map(([field, key]) => [field, t(key)]));
