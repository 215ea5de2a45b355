// The tutor wizard: one schema per step, the saved draft, the progress rules
// and the mapping from the draft to "Tutor as sent on submit".
import { z } from 'zod';
import {
  GRADE_KEYS,
  GRADE_LEVELS,
  LANGUAGES,
  SUBJECT_KEYS,
  SUBJECTS,
  TUTOR_CURRENT_GRADE_VALUES,
  TUTOR_OTHER_SUBJECT,
} from '../catalog.js';
import { TUTOR_TERMS } from '../terms.js';
import type { PhoneCheck } from './phoneRegion.js';
import type { TutorSubmission } from './submissions.js';
import {
  additionalInfoSchema,
  type AdditionalInfo,
  FIELD_LIMITS,
  REQUIRED_FIELDS_MESSAGE,
  languageFields,
  optionalText,
  requiredChoice,
  requiredEmail,
  requiredPhone,
  requiredSchool,
  requiredText,
  otherLanguageGiven,
  otherLanguageRule,
} from './wizardFields.js';

/** Tutor Info; `isPhone` checks the phone number for the configured region (phone.ts's phoneCheckFor). */
export const tutorInfoSchemaFor = (isPhone: PhoneCheck) =>
  z.object({
    firstName: requiredText(FIELD_LIMITS.name),
    lastName: requiredText(FIELD_LIMITS.name),
    pronouns: optionalText(FIELD_LIMITS.pronouns),
    email: requiredEmail,
    phone: requiredPhone(isPhone),
    grade: requiredChoice(TUTOR_CURRENT_GRADE_VALUES),
    /** the chosen school, or the typed School Name when Other is chosen */
    school: requiredSchool,
    otherSchool: z.boolean(),
  });

/** The 41 catalogue subjects plus the tutor form's own Other box. */
export const TUTOR_SUBJECT_KEYS = [...SUBJECT_KEYS, TUTOR_OTHER_SUBJECT.key] as [string, ...string[]];

export const tutorSubjectsSchema = z
  .object({
    grades: z.array(z.enum(GRADE_KEYS)).min(1, REQUIRED_FIELDS_MESSAGE),
    subjects: z.array(z.enum(TUTOR_SUBJECT_KEYS)).min(1, REQUIRED_FIELDS_MESSAGE),
    ...languageFields,
  })
  .refine(otherLanguageGiven, otherLanguageRule);

export const tutorAdditionalSchema = additionalInfoSchema;

export type TutorInfo = z.output<ReturnType<typeof tutorInfoSchemaFor>>;
export type TutorSubjects = z.output<typeof tutorSubjectsSchema>;
export type TutorAdditional = AdditionalInfo;

/** What the form holds before validation: every choice may still be empty. */
export type TutorInfoValues = Omit<TutorInfo, 'grade'> & { grade: string };
export type TutorSubjectsValues = Omit<TutorSubjects, 'grades' | 'subjects' | 'languages'> & {
  grades: string[];
  subjects: string[];
  languages: string[];
};
export type TutorAdditionalValues = TutorAdditional;

export interface TutorDraft {
  info: TutorInfoValues;
  subjects: TutorSubjectsValues;
  additional: TutorAdditionalValues;
}

export type TutorStepName = keyof TutorDraft | 'terms';

const tutorDraftSchema = (isPhone: PhoneCheck) =>
  z.object({
    info: tutorInfoSchemaFor(isPhone),
    subjects: tutorSubjectsSchema,
    additional: tutorAdditionalSchema,
  });

export type TutorSubmitPlan =
  { ok: true; submission: TutorSubmission; mailTo: string } | { ok: false; incompleteStep: keyof TutorDraft };

function flags(entries: readonly { flag: string; key: string }[], ticked: readonly string[]): Record<string, boolean> {
  return Object.fromEntries(entries.map((entry) => [entry.flag, ticked.includes(entry.key)]));
}

/** Validates the whole draft again (a visitor may open the terms step directly) and builds the POST /api/tutors body. */
export function planTutorSubmission(draft: TutorDraft, isPhone: PhoneCheck): TutorSubmitPlan {
  const parsed = tutorDraftSchema(isPhone).safeParse(draft);
  if (!parsed.success) {
    const step = parsed.error.issues[0]?.path[0];
    return { ok: false, incompleteStep: step === 'subjects' || step === 'additional' ? step : 'info' };
  }
  const { info, subjects, additional } = parsed.data;
  const submission: TutorSubmission = {
    firstName: info.firstName,
    lastName: info.lastName,
    email: info.email,
    pronouns: info.pronouns,
    phone: info.phone,
    grade: info.grade,
    school: info.school,
    miscInfo: additional.additionalInfo,
    availability: additional.availability,
    // Each flag comes from its own key, so Linear Algebra no longer copies Pre-Algebra.
    ...flags(
      GRADE_LEVELS.map((g) => ({ flag: g.tutorFlag, key: g.key })),
      subjects.grades,
    ),
    ...flags(
      [...SUBJECTS, TUTOR_OTHER_SUBJECT].map((s) => ({ flag: s.tutorFlag, key: s.key })),
      subjects.subjects,
    ),
    ...flags(
      LANGUAGES.map((l) => ({ flag: l.flag, key: l.key })),
      subjects.languages,
    ),
    otherLanguage: subjects.otherLanguageChecked ? subjects.otherLanguage : '',
    termsVersion: TUTOR_TERMS.version,
  };
  return { ok: true, submission, mailTo: info.email };
}
