import { z } from 'zod';
import { mixesLookalikeScripts, normalizeUsername } from '../username.js';

export const credentialsSchema = z.object({
  username: z.string().trim().min(1, 'Enter a username.').max(100, 'Use at most 100 characters.'),
  password: z.string().min(1, 'Enter a password.').max(200, 'Use at most 200 characters.'),
});
export type Credentials = z.infer<typeof credentialsSchema>;

export const registrationSchema = credentialsSchema.extend({
  // Stored normalised (normalizeUsername), which may lengthen it; refused when it looks like another alphabet's.
  username: credentialsSchema.shape.username
    .refine((value) => normalizeUsername(value).length <= 100, 'Use at most 100 characters.')
    .refine(
      (value) => !mixesLookalikeScripts(normalizeUsername(value)),
      'Use letters of one alphabet only: this username mixes alphabets whose letters look alike (for example Latin and Cyrillic).',
    ),
  // bcrypt reads only the first 72 bytes; a longer password would silently lose its tail.
  password: z
    .string()
    .min(10, 'Use at least 10 characters for a staff password.')
    .refine((value) => new TextEncoder().encode(value).length <= 72, 'Use at most 72 bytes.'),
  // Only the signed-out first-run setup needs it: the code the server printed in its log at start.
  setupCode: z.string().trim().max(100, 'Use at most 100 characters.').optional(),
});

export interface StaffUserDto {
  id: number;
  username: string;
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
}
export { mixesLookalikeScripts, normalizeUsername } from '../username.js';
