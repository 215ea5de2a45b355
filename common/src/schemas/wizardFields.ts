// Field rules shared by both registration wizards. The limits equal the API's (submissions.ts),
// so a step that passes here is not rejected by the server for length.
import { z } from 'zod';
import { LANGUAGE_KEYS } from '../catalog.js';
import { availabilityAnswerSchema } from '../availability.js';
import type { PhoneCheck } from './phoneRegion.js';
import { cleanMultiLine, hasTwoLetters, isPlainSingleLine } from './plainText.js';
import { SUBMISSION_MESSAGES } from './submissionMessages.js';

/** The one alert, fixed for the original client, for empty required fields on wizard steps. */
export const REQUIRED_FIELDS_MESSAGE =
  'At least one required field was empty. Please fill in the required fields before continuing.';

export const WIZARD_MESSAGES = {
  required: REQUIRED_FIELDS_MESSAGE,
  email: SUBMISSION_MESSAGES.email,
  phone: SUBMISSION_MESSAGES.phone,
  school: SUBMISSION_MESSAGES.school,
  tooLong: SUBMISSION_MESSAGES.tooLong,
  singleLine: SUBMISSION_MESSAGES.singleLine,
  distinctSubjects: SUBMISSION_MESSAGES.distinctSubjects,
} as const;

export const FIELD_LIMITS = {
  name: 100,
  pronouns: 50,
  email: 254,
  phone: 40,
  school: 200,
  longText: 4000,
  otherLanguage: 100,
} as const;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Single-line answers refuse line breaks, tabs and invisible characters (plainText.ts), as the API does. */
export const optionalText = (max: number) =>
  z.string().trim().max(max, WIZARD_MESSAGES.tooLong(max)).refine(isPlainSingleLine, WIZARD_MESSAGES.singleLine);
export const requiredText = (max: number) => optionalText(max).min(1, REQUIRED_FIELDS_MESSAGE);

/** Multi-line answers keep their line breaks; other invisible characters are dropped, as the API does. */
export const optionalLongText = (max: number) =>
  z.string().overwrite(cleanMultiLine).trim().max(max, WIZARD_MESSAGES.tooLong(max));
export const requiredLongText = (max: number) => optionalLongText(max).min(1, REQUIRED_FIELDS_MESSAGE);

/** '' is allowed (the step decides whether the address is required); anything else must look like an email. */
export const optionalEmail = optionalText(FIELD_LIMITS.email).refine(
  (value) => value === '' || EMAIL_SHAPE.test(value),
  WIZARD_MESSAGES.email,
);
export const requiredEmail = requiredText(FIELD_LIMITS.email).regex(EMAIL_SHAPE, WIZARD_MESSAGES.email);

/**
 * A phone number the API will take (`isPhone` is phone.ts's phoneCheckFor). The step keeps the text as typed, so
 * the form shows it back as the family wrote it; the server stores it in E.164. An empty answer is only "required".
 */
export const requiredPhone = (isPhone: PhoneCheck) =>
  requiredText(FIELD_LIMITS.phone).refine((value) => value === '' || isPhone(value), WIZARD_MESSAGES.phone);

/** A school's name: at least two letters, as the API requires. */
export const requiredSchool = requiredText(FIELD_LIMITS.school).refine(
  (value) => value === '' || hasTwoLetters(value),
  WIZARD_MESSAGES.school,
);

/** A value from a fixed list; an empty or unknown choice counts as a missing answer. */
export const requiredChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: REQUIRED_FIELDS_MESSAGE });

/** Step 3 of both wizards: "When can you meet?" (a grid of optional boxes) and optional free text. */
export const additionalInfoSchema = z.object({
  availability: availabilityAnswerSchema,
  additionalInfo: optionalLongText(FIELD_LIMITS.longText),
});
export type AdditionalInfo = z.output<typeof additionalInfoSchema>;

/** The language checkboxes and the Other text that is only used while Other is ticked. */
export const languageFields = {
  languages: z.array(z.enum(LANGUAGE_KEYS)),
  otherLanguageChecked: z.boolean(),
  otherLanguage: optionalText(FIELD_LIMITS.otherLanguage),
};

/**
 * Lets a cross-field rule run once the fields it reads have parsed (zod skips object refinements after any
 * field issue by default), so a refused step names every problem at once, not one more on each try.
 */
export function whenParsed(fields: readonly string[]) {
  return (payload: z.core.ParsePayload): boolean =>
    !payload.issues.some((issue) => issue.path === undefined || fields.includes(String(issue.path[0])));
}

/** Rule for a ticked Other box without a language written next to it. */
export const otherLanguageGiven = (values: { otherLanguageChecked: boolean; otherLanguage: string }) =>
  !values.otherLanguageChecked || values.otherLanguage !== '';
export const otherLanguageRule = {
  path: ['otherLanguage'],
  message: REQUIRED_FIELDS_MESSAGE,
  when: whenParsed(['otherLanguageChecked', 'otherLanguage']),
};

/** The alert of a failed step: the fixed text when anything required is missing, else the first other problem. */
export function stepAlertMessage(error: z.ZodError): string {
  const messages = error.issues.map((issue) => issue.message);
  return messages.includes(REQUIRED_FIELDS_MESSAGE)
    ? REQUIRED_FIELDS_MESSAGE
    : (messages[0] ?? REQUIRED_FIELDS_MESSAGE);
}

/** Which rule a field broke; the client words it per field (one table), so the schemas stay free of screen texts. */
export type FieldRule = 'required' | 'email' | 'phone' | 'school' | 'tooLong' | 'distinct' | 'singleLine' | 'invalid';

export interface FieldProblem {
  field: string;
  rule: FieldRule;
  /** the limit of a tooLong problem */
  max?: number;
}

function ruleOf(issue: z.core.$ZodIssue): FieldRule {
  if (issue.code === 'too_big') return 'tooLong';
  switch (issue.message) {
    case REQUIRED_FIELDS_MESSAGE:
      return 'required';
    case WIZARD_MESSAGES.email:
      return 'email';
    case WIZARD_MESSAGES.phone:
      return 'phone';
    case WIZARD_MESSAGES.school:
      return 'school';
    case WIZARD_MESSAGES.distinctSubjects:
      return 'distinct';
    case WIZARD_MESSAGES.singleLine:
      return 'singleLine';
    default:
      return 'invalid'; // a value no control of the form can produce, e.g. an unknown language key
  }
}

/** One problem per field of a failed step (its first), in the order the schema reports them. */
export function fieldProblems(error: z.ZodError): FieldProblem[] {
  const problems = new Map<string, FieldProblem>();
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (problems.has(field)) continue;
    const max = issue.code === 'too_big' ? Number(issue.maximum) : undefined;
    problems.set(field, max === undefined ? { field, rule: ruleOf(issue) } : { field, rule: ruleOf(issue), max });
  }
  return [...problems.values()];
}
