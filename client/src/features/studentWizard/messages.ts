import type { MessageKey, Translate } from '@tutoring/common';

/** Every text of the student (tutee) registration wizard, from the active language's catalogue. */
export const studentMessages = (t: Translate) => ({
  audience: t('student.audience'),
  stepLabels: {
    info: t('student.stepLabels.info'),
    subjects: t('student.stepLabels.subjects'),
    additional: t('student.stepLabels.additional'),
    terms: t('student.stepLabels.terms'),
  },
  infoTitle: t('student.infoTitle'),
  subjectsTitle: t('student.subjectsTitle'),
  additionalTitle: t('student.additionalTitle'),
  termsTitle: t('student.termsTitle'),
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
  additionalInfo: t('student.additionalInfo'),
  additionalHint: t('student.additionalHint'),
  modalBody: t('student.modalBody'),
  submittedNext: t('student.submittedNext'),
  anotherChild: t('student.anotherChild'),
  anotherChildHint: t('student.anotherChildHint'),
});

/** The catalogue key naming each of the API's fields, for the server's field errors on the Terms step. */
const STUDENT_API_FIELD_KEYS: Record<string, MessageKey> = {
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
  availability: 'wizard.availabilityLegend',
  miscInfo: 'student.additionalInfo',
  Other: 'wizard.otherLanguageText',
  termsVersion: 'student.termsTitle',
};

export const studentApiFieldLabels = (t: Translate): Record<string, string> =>
  Object.fromEntries(Object.entries(STUDENT_API_FIELD_KEYS).map(([field, key]) => [field, t(key)]));
