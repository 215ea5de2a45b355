// Field rules shared by both registration wizards. The limits equal the API's (submissions.ts),
// so a step that passes here is not rejected by the server for length.
import { z } from 'zod';
import { LANGUAGE_KEYS } from '../catalog.js';
import { cleanMultiLine, isPlainSingleLine } from './plainText.js';
import { SUBMISSION_MESSAGES } from './submissionMessages.js';

/** Spec section 8: the one alert for empty required fields on wizard steps. */
export const REQUIRED_FIELDS_MESSAGE =
  'At least one required field was empty. Please fill in the required fields before continuing.';

export const WIZARD_MESSAGES = {
  required: REQUIRED_FIELDS_MESSAGE,
  email: SUBMISSION_MESSAGES.email,
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
export const optionalText = (max: number) => z.string().trim().max(max, WIZARD_MESSAGES.tooLong(max)).refine(isPlainSingleLine, WIZARD_MESSAGES.singleLine);
export const requiredText = (max: number) => optionalText(max).min(1, REQUIRED_FIELDS_MESSAGE);

/** Multi-line answers keep their line breaks; other invisible characters are dropped, as the API does. */
export const optionalLongText = (max: number) => z.string().overwrite(cleanMultiLine).trim().max(max, WIZARD_MESSAGES.tooLong(max));
export const requiredLongText = (max: number) => optionalLongText(max).min(1, REQUIRED_FIELDS_MESSAGE);

/** '' is allowed (the step decides whether the address is required); anything else must look like an email. */
export const optionalEmail = optionalText(FIELD_LIMITS.email).refine((value) => value === '' || EMAIL_SHAPE.test(value), WIZARD_MESSAGES.email);
export const requiredEmail = requiredText(FIELD_LIMITS.email).regex(EMAIL_SHAPE, WIZARD_MESSAGES.email);

/** A value from a fixed list; an empty or unknown choice counts as a missing answer. */
export const requiredChoice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: REQUIRED_FIELDS_MESSAGE });

/** The language checkboxes and the Other text that is only used while Other is ticked. */
/** Step 3 of both wizards: optional free text. */
export const additionalInfoSchema = z.object({
  additionalInfo: optionalLongText(FIELD_LIMITS.longText),
});
export type AdditionalInfo = z.output<typeof additionalInfoSchema>;

export const languageFields = {
  languages: z.array(z.enum(LANGUAGE_KEYS)),
  otherLanguageChecked: z.boolean(),
  otherLanguage: optionalText(FIELD_LIMITS.otherLanguage),
};

/** Issue for a ticked Other box without a language written next to it. */
export function checkOtherLanguage(values: { otherLanguageChecked: boolean; otherLanguage: string }, ctx: z.RefinementCtx): void {
  if (values.otherLanguageChecked && values.otherLanguage.trim() === '') {
    ctx.addIssue({ code: 'custom', path: ['otherLanguage'], message: REQUIRED_FIELDS_MESSAGE });
  }
}

/** The alert of a failed step: the spec's text when anything required is missing, else the first other problem. */
export function stepAlertMessage(error: z.ZodError): string {
  const messages = error.issues.map((issue) => issue.message);
  return messages.includes(REQUIRED_FIELDS_MESSAGE) ? REQUIRED_FIELDS_MESSAGE : (messages[0] ?? REQUIRED_FIELDS_MESSAGE);
}

/** The names of the fields a failed step reported, to mark them invalid. */
export function invalidFields(error: z.ZodError): Set<string> {
  return new Set(error.issues.map((issue) => String(issue.path[0] ?? '')));
}
