import { z } from 'zod';
import { hasHiddenCharacters, mixesLookalikeScripts, normalizeUsername } from '../username.js';
import type { StaffRole } from '../staffRoles.js';
import { fitsBcrypt, STAFF_PASSWORD_MIN_LENGTH } from '../staffPassword.js';

export const credentialsSchema = z.object({
  username: z.string().trim().min(1, 'Enter a username.').max(100, 'Use at most 100 characters.'),
  password: z.string().min(1, 'Enter a password.').max(200, 'Use at most 200 characters.'),
});
export type Credentials = z.infer<typeof credentialsSchema>;

/**
 * A new staff password: length is the rule (ASVS 2.1), any character allowed, nothing cut or changed. The server
 * also refuses passwords on a list of common ones (server/src/auth/passwordPolicy.ts), which stays off the client.
 */
export const staffPasswordSchema = z
  .string({ error: 'Enter a password.' })
  .min(
    STAFF_PASSWORD_MIN_LENGTH,
    `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters for a staff password: long passwords are the hardest to guess.`,
  )
  .refine(fitsBcrypt, 'Use at most 72 bytes.');

/**
 * A new staff username. Stored normalised (normalizeUsername), which may lengthen it; refused when it looks like
 * another alphabet's or hides characters that show as nothing.
 */
export const newUsernameSchema = credentialsSchema.shape.username
  .refine((value) => normalizeUsername(value).length <= 100, 'Use at most 100 characters.')
  .refine(
    (value) => !hasHiddenCharacters(value) && !hasHiddenCharacters(normalizeUsername(value)),
    'Use visible characters only: this username holds an invisible or control character (such as a zero-width space).',
  )
  .refine(
    (value) => !mixesLookalikeScripts(normalizeUsername(value)),
    'Use letters of one alphabet only: this username mixes alphabets whose letters look alike (for example Latin and Cyrillic).',
  );

export const registrationSchema = credentialsSchema.extend({
  username: newUsernameSchema,
  password: staffPasswordSchema,
  // Only the signed-out first-run setup needs it: the code the server printed in its log at start.
  setupCode: z.string().trim().max(100, 'Use at most 100 characters.').optional(),
});

export interface StaffUserDto {
  id: number;
  username: string;
  role: StaffRole;
  /** true after an admin set a one-time password: every other staff call answers 403 until it is changed */
  mustChangePassword: boolean;
  /** present (true) only when STAFF_MFA asks this member for a second factor and none is set up: they can only set one up */
  mustEnrolSecondFactor?: true;
}

export interface PublicConfigDto {
  orgName: string;
  orgWebsite: string;
  supportEmail: string;
  /** true until the first staff account exists (first-run setup at /registration) */
  needsSetup: boolean;
  /** links the match emails carry (hosted documents) */
  tutorGuideUrl: string;
  tutorTrainingUrl: string;
  tuteeGuideUrl: string;
  /** the tutor form's school menu (Settings page), before Other */
  schools: string[];
  /** the records page's year filter (Settings page), newest first */
  recordYears: number[];
  /** the country of phone numbers written without + (PHONE_REGION), which the forms check numbers against */
  phoneRegion: string;
  /** GUARDIAN_CONSENT_BELOW_GRADE: a student applying alone below this tutee grade names a guardian; null: never */
  guardianConsentBelowGrade: string | null;
  /** how long personal data is kept (RETAIN_*), stated on the public terms page */
  retention: RetentionPeriods;
}

export interface RetentionPeriods {
  unmatchedMonths: number;
  matchedMonths: number;
  emailDays: number;
  auditMonths: number;
  /** an application whose email address was never confirmed goes this many days after it was sent */
  unconfirmedDays: number;
}
export { hasHiddenCharacters, mixesLookalikeScripts, normalizeUsername } from '../username.js';

/** PUT /api/user/password */
export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: 'Enter your current password.' })
    .min(1, 'Enter your current password.')
    .max(200, 'Use at most 200 characters.'),
  newPassword: staffPasswordSchema,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
