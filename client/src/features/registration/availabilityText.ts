import { orderedSlots, type TimeOfDay, type Translate, type Weekday } from '@tutoring/common';

/** The texts of "When can you meet?" in the form's language. */
export const availabilityMessages = (t: Translate) => ({
  legend: t('wizard.availabilityLegend'),
  hint: t('wizard.availabilityHint'),
  dayHeading: t('wizard.availabilityDay'),
  day: (day: Weekday) => t(`availability.day.${day}`),
  time: (time: TimeOfDay) => t(`availability.time.${time}`),
  /** one box's name, e.g. "Tuesday evening": the word order is the language's */
  slot: (day: Weekday, time: TimeOfDay) => t(`availability.slot.${time}`, { day: t(`availability.day.${day}`) }),
});

/** The ticked slots as the answers review shows them: "Tuesday evening, Thursday evening". */
export function availabilityAnswer(t: Translate, slots: readonly string[]): string {
  const m = availabilityMessages(t);
  return orderedSlots(slots)
    .map((slot) => {
      const [day, time] = slot.split('_') as [Weekday, TimeOfDay];
      return m.slot(day, time);
    })
    .join(', ');
}
