// Inputs of ending a match, a tutor's capacity and the do-not-pair list (issue 14's API names).
import { z } from 'zod';
import { recordIdSchema } from './matches.js';
import {
  DO_NOT_PAIR_REASON_MAX,
  END_NOTE_MAX,
  END_REASON_KEYS,
  END_REASON_NEEDING_NOTE,
  TUTOR_CAPACITY_MAX,
} from '../matchEnd.js';

export const LIFECYCLE_MESSAGES = {
  badMatchId: 'The match id is not valid.',
  badEnd: 'Choose an end date and a reason to end the match.',
  endedOn: 'Use a date written as YYYY-MM-DD.',
  reason: 'Choose a reason from the list.',
  note: `Write a short note of at most ${END_NOTE_MAX} characters.`,
  noteNeeded: 'Say in a short note why the match ended.',
  returnTutee: 'Choose whether the tutee goes back to Pending Tutees.',
  badCapacity: `Capacity must be a whole number from 0 to ${TUTOR_CAPACITY_MAX}.`,
  capacity: `Use a whole number from 0 to ${TUTOR_CAPACITY_MAX}.`,
  badDoNotPair: 'Choose a tutor and give a reason.',
  doNotPairReason: `Give a reason of 1 to ${DO_NOT_PAIR_REASON_MAX} characters.`,
} as const;

const M = LIFECYCLE_MESSAGES;

/** Path of POST /api/matches/:match_id/end. */
export const matchIdParamsSchema = z.object({ match_id: recordIdSchema });

/** Path of POST /api/matches/:match_id/emails/:email_id/resend. */
export const matchEmailParamsSchema = z.object({ match_id: recordIdSchema, email_id: recordIdSchema });

/** A calendar date that exists, written YYYY-MM-DD. */
const isoDate = z
  .string({ error: M.endedOn })
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.endedOn)
  .refine((value) => {
    // Also runs after a failed pattern: an unreadable date is NaN, not an exception.
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, M.endedOn);

/** Body of POST /api/matches/:match_id/end. */
export const endMatchSchema = z
  .object({
    endedOn: isoDate.optional(),
    reason: z.enum(END_REASON_KEYS, { error: M.reason }),
    note: z.string({ error: M.note }).trim().max(END_NOTE_MAX, M.note).optional(),
    returnTutee: z.boolean({ error: M.returnTutee }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.reason === END_REASON_NEEDING_NOTE && !body.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: M.noteNeeded });
  });
export type EndMatchBody = z.input<typeof endMatchSchema>;
export type EndMatchInput = z.infer<typeof endMatchSchema>;

/** Body of PUT /api/tutors/:id/capacity. */
export const capacitySchema = z.object({
  capacity: z.number({ error: M.capacity }).int(M.capacity).min(0, M.capacity).max(TUTOR_CAPACITY_MAX, M.capacity),
});

/** Body of POST /api/tutees/:id/do-not-pair. */
export const doNotPairSchema = z.object({
  tutorId: recordIdSchema,
  reason: z
    .string({ error: M.doNotPairReason })
    .trim()
    .min(1, M.doNotPairReason)
    .max(DO_NOT_PAIR_REASON_MAX, M.doNotPairReason),
});
export type DoNotPairBody = z.input<typeof doNotPairSchema>;

/** Path of DELETE /api/tutees/:id/do-not-pair/:tutorId. */
export const doNotPairParamsSchema = z.object({ id: recordIdSchema, tutorId: recordIdSchema });

/** One entry of a do-not-pair list, as either profile shows it. */
export interface DoNotPairEntry {
  tutee_id: number;
  tutor_id: number;
  tutee_name: string;
  tutor_name: string;
  reason: string;
  /** ISO 8601 */
  created_at: string;
}
