import { z } from 'zod';

/** Whether the pair of a match has been in touch, from the check-ins' answers (server/src/checkins). */
export const CONTACT_STATUSES = ['awaiting', 'met', 'no_contact', 'no_answer'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const contactStatusSchema = z.enum(CONTACT_STATUSES).meta({
  description:
    'awaiting: no answer yet; met: either side said yes; no_contact: a side said no; no_answer: neither answered ' +
    'within 3 business days of the last check-in sent',
});

export const CHECKIN_ANSWERS = ['yes', 'no'] as const;
export type CheckinAnswer = (typeof CHECKIN_ANSWERS)[number];

/** The emailed link's token: 22 base64url characters (128 random bits); anything else is no link of ours. */
export const linkTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/) });

export const checkinAnswerSchema = z.object({ answer: z.enum(CHECKIN_ANSWERS) }).meta({ id: 'CheckinAnswer' });
export type CheckinAnswerInput = z.infer<typeof checkinAnswerSchema>;

/**
 * What a check-in link's page shows: the question for its side, in the recipient's language. Nothing about the match
 * or the other person.
 */
export const checkinPageSchema = z
  .object({
    side: z
      .enum(['tutee', 'tutor'])
      .meta({ description: 'tutee: "Has your tutor contacted you?"; tutor: "Has your student replied?"' }),
    language: z.string(),
  })
  .meta({ id: 'CheckinPage' });
export type CheckinPage = z.infer<typeof checkinPageSchema>;

/** Why a link no longer works: the page says so in the recipient's language. An unknown link reads as expired. */
export const LINK_STATES = ['used', 'expired'] as const;
export type LinkState = (typeof LINK_STATES)[number];
export const linkGoneSchema = z
  .object({ error: z.object({ message: z.string(), code: z.enum(LINK_STATES) }) })
  .meta({ id: 'LinkGone' });
