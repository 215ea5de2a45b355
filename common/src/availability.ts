// "When can you meet?": the optional weekday x time-of-day grid of both application forms. An answer is a list of
// slot keys ('tue_evening'); the database keeps the keys (text[]) and the candidate search a bit mask of them
// (availability_bits in database.sql, which lists the same slots in the same order).
import { z } from 'zod';
import { SUBMISSION_MESSAGES } from './schemas/submissionMessages.js';
import { AVAILABILITY_SLOTS, orderedSlots } from './slots.js';

const KNOWN_SLOTS = new Set<string>(AVAILABILITY_SLOTS);

/**
 * The answer as the forms' step holds it and the API takes it: slot keys, each at most once. One rule over the whole
 * list, so a refusal names the field itself (not one of its items), as the forms' error summary needs.
 */
export const availabilityAnswerSchema = z
  .array(z.string({ error: SUBMISSION_MESSAGES.availability }), { error: SUBMISSION_MESSAGES.availability })
  .refine(
    (slots) => slots.every((slot) => KNOWN_SLOTS.has(slot)) && new Set(slots).size === slots.length,
    SUBMISSION_MESSAGES.availability,
  )
  .transform(orderedSlots)
  .meta({
    description: 'slot keys of the weekday x time-of-day grid (mon_morning ... sun_evening), each at most once',
    examples: [['tue_evening', 'thu_evening']],
  });
