// "Needs attention" (issue 27, item 3): what staff should look at about current matches, and marking an item handled.
import { z } from 'zod';
import { CONCERN_CONTACTS } from './concerns.js';
import { recordIdSchema } from './matches.js';

/** The kinds of item, each from its own source (server/src/attention/sources.ts); a later kind is one more source. */
export const ATTENTION_KINDS = ['concern', 'no_contact', 'no_answer', 'email_failed'] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

/** The kinds marked handled with a note; a concern is closed with its outcome instead (POST /api/concerns/:id/close). */
export const HANDLED_KINDS = ['no_contact', 'no_answer', 'email_failed'] as const;

export const ATTENTION_NOTE_MAX = 500;

export const ATTENTION_MESSAGES = {
  badHandled: 'Say which item was handled, and how, in a short note.',
  kind: 'Choose the kind of item.',
  note: `Write a note of 1 to ${ATTENTION_NOTE_MAX} characters saying what was done.`,
  emailNeeded: 'A failed email item names its email.',
  noItem: 'This match has no such item.',
} as const;

const M = ATTENTION_MESSAGES;

export const attentionItemSchema = z
  .object({
    kind: z.enum(ATTENTION_KINDS).meta({
      description:
        'concern: a family or tutor reported a concern (urgent, listed first, also about an ended match); ' +
        'no_contact: a side answered its check-in with no; no_answer: neither side answered in time; ' +
        'email_failed: a match email failed for good (MAIL_MAX_ATTEMPTS) and no copy was sent since',
    }),
    since: z.string().meta({ description: 'when the item arose (the no, the answer deadline, the failure), ISO 8601' }),
    match_id: z.number().int(),
    tutee_id: z.number().int(),
    tutor_id: z.number().int(),
    tutee_name: z.string(),
    tutor_name: z.string(),
    email_id: z.number().int().optional().meta({ description: 'email_failed only: the failed email' }),
    email_role: z.enum(['tutor', 'family']).optional().meta({ description: 'email_failed only: who it was for' }),
    urgent: z.boolean().meta({ description: 'a concern: listed before every other item' }),
    concern: z
      .object({
        id: z.number().int(),
        side: z.enum(['tutee', 'tutor']).meta({ description: 'who reported it: the family or the tutor' }),
        message: z.string(),
        contact: z.enum(CONCERN_CONTACTS).nullable(),
      })
      .optional()
      .meta({ description: 'concern only: the report' }),
  })
  .meta({ id: 'AttentionItem' });
export type AttentionItem = z.infer<typeof attentionItemSchema>;

export const attentionListSchema = z.array(attentionItemSchema).meta({ id: 'AttentionList' });

/** Body of POST /api/attention/handled: the item, as the list names it, and what staff did. */
export const attentionHandledSchema = z
  .object({
    kind: z.enum(HANDLED_KINDS, { error: M.kind }),
    match_id: recordIdSchema,
    email_id: recordIdSchema.optional(),
    note: z.string({ error: M.note }).trim().min(1, M.note).max(ATTENTION_NOTE_MAX, M.note),
  })
  .refine((value) => (value.kind === 'email_failed') === (value.email_id !== undefined), {
    message: M.emailNeeded,
    path: ['email_id'],
  })
  .meta({ id: 'AttentionHandled' });
export type AttentionHandledInput = z.infer<typeof attentionHandledSchema>;

export const attentionHandledResultSchema = z
  .object({
    kind: z.enum(HANDLED_KINDS),
    match_id: z.number().int(),
    email_id: z.number().int().optional(),
    handled_at: z.string(),
  })
  .meta({ id: 'AttentionHandledResult' });
export type AttentionHandledResult = z.infer<typeof attentionHandledResultSchema>;
