// The weekday x time-of-day grid of "When can you meet?" and its slot keys ('tue_evening'), without the answer's
// schema (availability.ts): the proposal worker loads this and nothing of zod.

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

/** Shared slots grouped by time of day (mornings, afternoons, evenings), each with its days in week order. */
export function slotsByTimeOfDay(slots: readonly string[]): { time: TimeOfDay; days: Weekday[] }[] {
  return TIMES_OF_DAY.flatMap((time) => {
    const days = WEEKDAYS.filter((day) => slots.includes(availabilitySlot(day, time)));
    return days.length > 0 ? [{ time, days }] : [];
  });
}
