import type { MessageKey, Translate } from '@tutoring/common';
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

/** The catalogue key naming each of the wizard's own API fields, for the server's field errors on the Terms step. */
export const STUDENT_API_FIELD_KEYS: Record<string, MessageKey> = {
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
