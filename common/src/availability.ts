// "When can you meet?": the optional weekday x time-of-day grid of both application forms. An answer is a list of
// slot keys ('tue_evening'); the database keeps the keys (text[]) and the candidate search a bit mask of them
// (availability_bits in database.sql, which lists the same slots in the same order).
import { z } from 'zod';
import { SUBMISSION_MESSAGES } from './schemas/submissionMessages.js';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export type AvailabilitySlot = `${Weekday}_${TimeOfDay}`;
export const availabilitySlot = (day: Weekday, time: TimeOfDay): AvailabilitySlot => `${day}_${time}`;

/** Every slot, Monday morning first, day by day: the order answers are kept and shown in. */
export const AVAILABILITY_SLOTS = WEEKDAYS.flatMap((day) =>
  TIMES_OF_DAY.map((time) => availabilitySlot(day, time)),
) as [AvailabilitySlot, ...AvailabilitySlot[]];

/** The slots of an answer once each, in catalogue order. */
export function orderedSlots(slots: readonly string[]): AvailabilitySlot[] {
  return AVAILABILITY_SLOTS.filter((slot) => slots.includes(slot));
}

/** The slots two answers share, in catalogue order (none when either did not answer). */
export function sharedSlots(a: readonly string[], b: readonly string[]): AvailabilitySlot[] {
  return AVAILABILITY_SLOTS.filter((slot) => a.includes(slot) && b.includes(slot));
}

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

/** Shared slots grouped by time of day (mornings, afternoons, evenings), each with its days in week order. */
export function slotsByTimeOfDay(slots: readonly string[]): { time: TimeOfDay; days: Weekday[] }[] {
  return TIMES_OF_DAY.flatMap((time) => {
    const days = WEEKDAYS.filter((day) => slots.includes(availabilitySlot(day, time)));
    return days.length > 0 ? [{ time, days }] : [];
  });
}
