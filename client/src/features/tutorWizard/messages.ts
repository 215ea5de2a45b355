import type { Translate } from '@tutoring/common';
import { wizardTexts } from '../registration';

/** Every text of the tutor application wizard, from the active language's catalogue. */
export const tutorMessages = (t: Translate) => ({
  ...wizardTexts(t, 'tutor'),
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
  modalBody: t('tutor.modalBody'),
  submittedNext: t('tutor.submittedNext'),
});
