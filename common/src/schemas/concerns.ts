// "Report a concern" (server/src/concerns): the public form behind the link at the end of every email the app sends a
// family or a tutor about a match, and staff closing a reported concern from Needs attention.
import { z } from 'zod';
import { cleanMultiLine } from './plainText.js';

export const CONCERN_MESSAGE_MAX = 2000;
export const CONCERN_NOTE_MAX = 500;

/** How the reporter would like to be contacted about it, if at all. */
export const CONCERN_CONTACTS = ['email', 'phone', 'none'] as const;
export type ConcernContact = (typeof CONCERN_CONTACTS)[number];

/**
 * What staff did about a concern. Closing with safety_or_conduct ends the match with the reason "Safety or conduct
 * concern", which puts the tutor on the tutee's do-not-pair list.
 */
export const CONCERN_OUTCOMES = [
  { key: 'resolved', label: 'Resolved with the people involved' },
  { key: 'safety_or_conduct', label: 'Safety or conduct: end the match' },
  { key: 'no_action', label: 'No action needed' },
] as const;
export type ConcernOutcome = (typeof CONCERN_OUTCOMES)[number]['key'];
const OUTCOME_KEYS = CONCERN_OUTCOMES.map((o) => o.key) as [ConcernOutcome, ...ConcernOutcome[]];

/** The API's field messages; the public page checks the same rules first and says so in the reporter's language. */
export const CONCERN_FIELD_MESSAGES = {
  message: `Write what happened, in 1 to ${CONCERN_MESSAGE_MAX} characters.`,
  contact: 'Choose email, phone or no contact.',
} as const;

export const concernReportSchema = z
  .object({
    message: z
      .string({ error: CONCERN_FIELD_MESSAGES.message })
      .transform(cleanMultiLine)
      .pipe(
        z
          .string()
          .trim()
          .min(1, CONCERN_FIELD_MESSAGES.message)
          .max(CONCERN_MESSAGE_MAX, CONCERN_FIELD_MESSAGES.message),
      ),
    contact: z.enum(CONCERN_CONTACTS, { error: CONCERN_FIELD_MESSAGES.contact }).optional(),
  })
  .meta({ id: 'ConcernReport' });
export type ConcernReportInput = z.infer<typeof concernReportSchema>;

/** What the form's page needs: the language to ask in. Nothing about the match or the other person. */
export const concernPageSchema = z.object({ language: z.string() }).meta({ id: 'ConcernPage' });
export type ConcernPage = z.infer<typeof concernPageSchema>;

export const concernReceivedSchema = z.object({ received: z.literal(true) }).meta({ id: 'ConcernReceived' });

export const CONCERN_MESSAGES = {
  badClose: 'Choose what was done and write a short note.',
  outcome: 'Choose what was done.',
  note: `Write a note of 1 to ${CONCERN_NOTE_MAX} characters saying what was done.`,
  notFound: 'There is no such concern.',
  closed: 'This concern has already been closed.',
} as const;

/** Body of POST /api/concerns/:id/close. */
export const concernCloseSchema = z
  .object({
    outcome: z.enum(OUTCOME_KEYS, { error: CONCERN_MESSAGES.outcome }),
    note: z
      .string({ error: CONCERN_MESSAGES.note })
      .trim()
      .min(1, CONCERN_MESSAGES.note)
      .max(CONCERN_NOTE_MAX, CONCERN_MESSAGES.note),
  })
  .meta({ id: 'ConcernClose' });
export type ConcernCloseInput = z.infer<typeof concernCloseSchema>;

export const concernClosedSchema = z
  .object({
    id: z.number().int(),
    match_id: z.number().int(),
    outcome: z.enum(OUTCOME_KEYS),
    closed_at: z.string(),
    match_ended: z
      .boolean()
      .meta({ description: 'safety_or_conduct ended the match (false when it had ended before)' }),
  })
  .meta({ id: 'ConcernClosed' });
export type ConcernClosed = z.infer<typeof concernClosedSchema>;
