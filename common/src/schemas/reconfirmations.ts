// Reconfirmation rounds (server/src/reconfirmations): each waiting family is asked "Do you still need a tutor?" and
// each available tutor "Are you still available to tutor?", with a Yes and a No link to a page whose button answers.
import { z } from 'zod';
import { CHECKIN_ANSWERS } from './checkins.js';

/** Why a reconfirmation deactivated a tutee or paused a tutor: the person said no, or did not answer in time. */
export const RECONFIRM_REASONS = ['answered_no', 'did_not_confirm'] as const;
export type ReconfirmReason = (typeof RECONFIRM_REASONS)[number];
export const reconfirmReasonSchema = z.enum(RECONFIRM_REASONS).meta({
  description: 'answered_no: the person answered no; did_not_confirm: no answer within RECONFIRM_EXPIRE_DAYS',
});

/** POST /api/reconfirmations: whom to ask, and when the question goes (now when omitted). */
export const reconfirmationRoundSchema = z
  .strictObject({
    tutees: z.boolean().meta({ description: 'ask every waiting tutee (active, not in a current match)' }),
    tutors: z.boolean().meta({ description: 'ask every available tutor (active, not paused, a free place)' }),
    sendAt: z
      .string()
      .max(40)
      .refine((value) => !Number.isNaN(Date.parse(value)), 'Use an ISO 8601 date and time.')
      .optional()
      .meta({ description: 'ISO 8601: when the questions go; the reminder and expiry count from it. Now if omitted' }),
  })
  .refine((round) => round.tutees || round.tutors, { message: 'Choose tutees, tutors or both.' })
  .meta({ id: 'ReconfirmationRound' });
export type ReconfirmationRoundInput = z.infer<typeof reconfirmationRoundSchema>;

export const reconfirmationQueuedSchema = z
  .object({
    tutees: z.number().int().meta({ description: 'families asked (those with an open question are not asked again)' }),
    tutors: z.number().int().meta({ description: 'tutors asked' }),
    send_at: z.string().meta({ description: 'ISO 8601: when the questions go' }),
    remind_at: z.string().meta({ description: 'ISO 8601: when the one reminder goes to those who have not answered' }),
    expires_at: z.string().meta({ description: 'ISO 8601: when unanswered tutees are deactivated and tutors paused' }),
  })
  .meta({ id: 'ReconfirmationQueued' });
export type ReconfirmationQueued = z.infer<typeof reconfirmationQueuedSchema>;

export const reconfirmAnswerSchema = z.object({ answer: z.enum(CHECKIN_ANSWERS) }).meta({ id: 'ReconfirmAnswer' });
export type ReconfirmAnswer = z.infer<typeof reconfirmAnswerSchema>['answer'];

/** What a reconfirmation link's page shows: whom it asks, in their language. Nothing about the person. */
export const reconfirmPageSchema = z
  .object({
    role: z.enum(['tutee', 'tutor']).meta({
      description: 'tutee: "Do you still need a tutor?"; tutor: "Are you still available to tutor?"',
    }),
    language: z.string(),
  })
  .meta({ id: 'ReconfirmPage' });
export type ReconfirmPage = z.infer<typeof reconfirmPageSchema>;
