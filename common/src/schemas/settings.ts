// The organisation's own details (GET and PUT /api/settings, admins only): stored in the database, served to everyone
// by GET /api/config under the same field names. Environment variables only give the first defaults.
import { z } from 'zod';
import { hasTwoLetters, isPlainSingleLine } from './plainText.js';

export const SETTINGS_MESSAGES = {
  badInput: 'Some settings are missing or not valid.',
  orgName: "Enter the organisation's name on one line, at most 100 characters.",
  url: 'Enter a web address starting with https:// or http://, at most 500 characters.',
  supportEmail: 'Enter an email address such as help@your-organisation.org.',
  school: 'Name each school on one line with at least two letters, at most 200 characters.',
  schools: 'List from 1 to 100 schools, each once.',
  recordYear: 'Each year is a whole number from 2000 to 2100.',
  recordYears: 'List from 1 to 100 years, each once.',
  unknownField: 'Only the fields of GET /api/settings can be saved.',
} as const;

const M = SETTINGS_MESSAGES;

const singleLine = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, message).refine(isPlainSingleLine, message);

// Links go into emails and pages: only web addresses, never javascript: or data:.
const webAddress = z.url({ protocol: /^https?$/, error: M.url }).max(500, M.url);

const distinct = (values: readonly unknown[]) => new Set(values).size === values.length;

export const settingsSchema = z.strictObject(
  {
    orgName: singleLine(100, M.orgName),
    orgWebsite: webAddress,
    supportEmail: z.email({ error: M.supportEmail }).max(254, M.supportEmail),
    tutorGuideUrl: webAddress,
    tutorTrainingUrl: webAddress,
    tuteeGuideUrl: webAddress,
    /** offered in the tutor form's school menu, in this order, before Other */
    schools: z
      .array(singleLine(200, M.school).refine(hasTwoLetters, M.school), { error: M.schools })
      .min(1, M.schools)
      .max(100, M.schools)
      .refine(distinct, M.schools),
    /** offered by the records page's year filter (newest first), besides View All and the current year */
    recordYears: z
      .array(z.number({ error: M.recordYear }).int(M.recordYear).min(2000, M.recordYear).max(2100, M.recordYear), {
        error: M.recordYears,
      })
      .min(1, M.recordYears)
      .max(100, M.recordYears)
      .refine(distinct, M.recordYears),
  },
  { error: M.unknownField },
);
export type OrganisationSettings = z.infer<typeof settingsSchema>;
export type SettingsField = keyof OrganisationSettings;
export const SETTINGS_FIELDS = Object.keys(settingsSchema.shape) as SettingsField[];
