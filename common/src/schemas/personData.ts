import { z } from 'zod';

export const PERSON_DATA_MESSAGES = {
  badErase: "Type the person's full name to confirm the erasure.",
  confirmName: "Type the person's full name exactly as it is shown.",
  inCurrentMatch: (kind: 'tutee' | 'tutor') =>
    `This ${kind} is in a current match, so their data cannot be erased yet. End the match first, then erase.`,
} as const;

/** Longest name a confirmation can be: first and last name of 100 characters each, and a space. */
const CONFIRM_NAME_MAX = 201;

/** POST /api/tutees/:id/erase and /api/tutors/:id/erase: the person's full name, typed by the admin. */
export const eraseRequestSchema = z.object({
  confirmName: z
    .string({ error: PERSON_DATA_MESSAGES.confirmName })
    .trim()
    .min(1, PERSON_DATA_MESSAGES.confirmName)
    .max(CONFIRM_NAME_MAX, PERSON_DATA_MESSAGES.confirmName),
});
export type EraseRequest = z.infer<typeof eraseRequestSchema>;

/** What an erasure removed besides the person's own row (the answer of the erase routes). */
export interface ErasureSummary {
  /** the person's matches, now kept only as anonymous counts */
  matches: number;
  emails: number;
  doNotPair: number;
}

/** The name an admin must type to erase someone: compared without regard to case, accents' composition or spacing. */
export function normalizePersonName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}
