// The student (tutee) wizard: one schema per step, the saved draft, the progress
// rules and the mapping from the draft to "Tutee as sent on submit".
import { z } from 'zod';
import { GRADE_KEYS, LANGUAGES, SUBJECT_KEYS, SUBMITTERS, isStudentSubmitter } from '../catalog.js';
import { STUDENT_TERMS } from '../terms.js';
import { needsGuardianConsent } from '../guardianConsent.js';
import type { PhoneCheck } from './phoneRegion.js';
import type { TuteeSubmission } from './submissions.js';
import {
  additionalInfoSchema,
  type AdditionalInfo,
  FIELD_LIMITS,
  REQUIRED_FIELDS_MESSAGE,
  WIZARD_MESSAGES,
  languageFields,
  optionalEmail,
  optionalText,
  requiredChoice,
  requiredLongText,
  requiredPhone,
  requiredSchool,
  requiredText,
  otherLanguageGiven,
  otherLanguageRule,
  whenParsed,
} from './wizardFields.js';

/**
 * Step 1; `isPhone` checks the phone number for the configured region (phone.ts's phoneCheckFor). With
 * `consentBelowGrade` (GUARDIAN_CONSENT_BELOW_GRADE), a student applying alone below that grade must give a
 * parent's or guardian's address too, as the API requires.
 */
export const studentInfoSchemaFor = (isPhone: PhoneCheck, consentBelowGrade: string | null = null) =>
  z
    .object({
      submitter: requiredChoice(SUBMITTERS),
      firstName: requiredText(FIELD_LIMITS.name),
      lastName: requiredText(FIELD_LIMITS.name),
      pronouns: optionalText(FIELD_LIMITS.pronouns),
      parentEmail: optionalEmail,
      email: optionalEmail,
      phone: requiredPhone(isPhone),
      school: requiredSchool,
      grade: requiredChoice(GRADE_KEYS),
      ...languageFields,
    })
    // The address we write to is the submitter's own: the student's, or the parent's or guardian's.
    .refine((info) => !isStudentSubmitter(info.submitter) || info.email !== '', {
      path: ['email'],
      message: REQUIRED_FIELDS_MESSAGE,
      when: whenParsed(['submitter', 'email']),
    })
    .refine(
      (info) =>
        info.parentEmail !== '' ||
        (info.submitter !== 'ParentOrGuardian' && !needsGuardianConsent(info.submitter, info.grade, consentBelowGrade)),
      {
        path: ['parentEmail'],
        message: REQUIRED_FIELDS_MESSAGE,
        // A parent's own address, or a young student's guardian (GUARDIAN_CONSENT_BELOW_GRADE). A grade not chosen
        // yet asks for no consent, so this rule need not wait for it.
        when: whenParsed(['submitter', 'parentEmail']),
      },
    )
    .refine(otherLanguageGiven, otherLanguageRule);

const subjectChoice = requiredChoice(SUBJECT_KEYS);

export const studentSubjectsSchema = z
  .object({
    primarySubject: subjectChoice,
    secondarySubject: subjectChoice,
    tertiarySubject: subjectChoice,
    detailedNeeds: requiredLongText(FIELD_LIMITS.longText),
  })
  .refine((subjects) => subjects.secondarySubject !== subjects.primarySubject, {
    path: ['secondarySubject'],
    message: WIZARD_MESSAGES.distinctSubjects,
    when: whenParsed(['primarySubject', 'secondarySubject']),
  })
  .refine(
    (subjects) =>
      subjects.tertiarySubject !== subjects.primarySubject && subjects.tertiarySubject !== subjects.secondarySubject,
    {
      path: ['tertiarySubject'],
      message: WIZARD_MESSAGES.distinctSubjects,
      when: whenParsed(['primarySubject', 'secondarySubject', 'tertiarySubject']),
    },
  );

export const studentAdditionalSchema = additionalInfoSchema;

export type StudentInfo = z.output<ReturnType<typeof studentInfoSchemaFor>>;
export type StudentSubjects = z.output<typeof studentSubjectsSchema>;
export type StudentAdditional = AdditionalInfo;

/** What the form holds before validation: every choice may still be empty. */
export type StudentInfoValues = Omit<StudentInfo, 'submitter' | 'grade' | 'languages'> & {
  submitter: string;
  grade: string;
  languages: string[];
};
export type StudentSubjectsValues = { [K in keyof StudentSubjects]: string };
export type StudentAdditionalValues = StudentAdditional;

export interface StudentDraft {
  info: StudentInfoValues;
  subjects: StudentSubjectsValues;
  additional: StudentAdditionalValues;
}

export type StudentStepName = keyof StudentDraft | 'terms';

const studentDraftSchema = (isPhone: PhoneCheck, consentBelowGrade: string | null) =>
  z.object({
    info: studentInfoSchemaFor(isPhone, consentBelowGrade),
    subjects: studentSubjectsSchema,
    additional: studentAdditionalSchema,
  });

export type StudentSubmitPlan =
  { ok: true; submission: TuteeSubmission; mailTo: string } | { ok: false; incompleteStep: keyof StudentDraft };

/** Validates the whole draft again (a visitor may open the terms step directly) and builds the POST /api/tutees body. */
export function planStudentSubmission(
  draft: StudentDraft,
  isPhone: PhoneCheck,
  consentBelowGrade: string | null = null,
): StudentSubmitPlan {
  const parsed = studentDraftSchema(isPhone, consentBelowGrade).safeParse(draft);
  if (!parsed.success) {
    const step = parsed.error.issues[0]?.path[0];
    return { ok: false, incompleteStep: step === 'subjects' || step === 'additional' ? step : 'info' };
  }
  const { info, subjects, additional } = parsed.data;
  const submission: TuteeSubmission = {
    firstName: info.firstName,
    lastName: info.lastName,
    pronouns: info.pronouns,
    studentOrGuardian: info.submitter,
    emailGuardian: info.parentEmail,
    emailStudent: info.email,
    phone: info.phone,
    gradeLevel: info.grade,
    school: info.school,
    subject1: subjects.primarySubject,
    subject2: subjects.secondarySubject,
    subject3: subjects.tertiarySubject,
    subjectDetails: subjects.detailedNeeds,
    miscInfo: additional.additionalInfo,
    availability: additional.availability,
    ...Object.fromEntries(LANGUAGES.map((language) => [language.flag, info.languages.includes(language.key)])),
    Other: info.otherLanguageChecked ? info.otherLanguage : '',
    termsVersion: STUDENT_TERMS.version,
  };
  // The confirmation goes to the student's or the guardian's address, by submitter.
  const mailTo = isStudentSubmitter(info.submitter) ? info.email : info.parentEmail;
  return { ok: true, submission, mailTo };
}
