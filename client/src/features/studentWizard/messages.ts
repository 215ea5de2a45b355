import type { Translate } from '@tutoring/common';
import { wizardTexts } from '../registration';

/** Every text of the student (tutee) registration wizard, from the active language's catalogue. */
export const studentMessages = (t: Translate) => ({
  ...wizardTexts(t, 'student'),
  submitter: t('student.submitter'),
  submitterChoices: {
    Student: t('student.submitterChoices.Student'),
    ParentOrGuardian: t('student.submitterChoices.ParentOrGuardian'),
  },
  firstName: t('student.firstName'),
  lastName: t('student.lastName'),
  pronouns: t('student.pronouns'),
  pronounsHint: t('student.pronounsHint'),
  parentEmail: t('student.parentEmail'),
  email: t('student.email'),
  emailHint: t('student.emailHint'),
  guardianConsentHint: t('student.guardianConsentHint'),
  phone: t('student.phone'),
  school: t('student.school'),
  grade: t('student.grade'),
  languages: t('student.languages'),
  languagesHint: t('student.languagesHint'),
  subjectChoices: t('student.subjectChoices'),
  primarySubject: t('student.primarySubject'),
  secondarySubject: t('student.secondarySubject'),
  tertiarySubject: t('student.tertiarySubject'),
  detailedNeeds: t('student.detailedNeeds'),
  detailedNeedsHint: t('student.detailedNeedsHint'),
  modalBody: t('student.modalBody'),
  submittedNext: t('student.submittedNext'),
  anotherChild: t('student.anotherChild'),
  anotherChildHint: t('student.anotherChildHint'),
});
