import { slotsByTimeOfDay, type StaffMessageKey } from '@tutoring/common';
import { staffList } from './staffNames';
import { staffT } from './staffText';

/**
 * "When can you meet?" slots as staff read them, grouped by time of day: "Tue and Thu evenings, Sat morning"; ''
 * when there are none.
 */
export function staffAvailability(slots: readonly string[]): string {
  return staffList(
    slotsByTimeOfDay(slots).map(({ time, days }) =>
      staffT(`availability.times.${time}` as StaffMessageKey, {
        days: staffList(days.map((day) => staffT(`availability.short.${day}` as StaffMessageKey))),
        count: days.length,
      }),
    ),
    'unit',
  );
}
