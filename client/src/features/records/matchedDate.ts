import { isoDateLabel } from '@tutoring/common';

/** The fixed Matched Date: mm.dd.yyyy read from the text starting yyyy-mm-dd, so no time zone shifts it. */
export const matchedDate = isoDateLabel;

/** The year of a match as the records screen counts it. */
export function matchYear(timestamp: string): string {
  return timestamp.slice(0, 4);
}

/** View All's companions: the current year down to the earliest match year, never fewer than 2022, 2021, 2020. */
export function yearOptions(timestamps: readonly string[], currentYear: number): string[] {
  const earliest = Math.min(2020, ...timestamps.map((t) => Number(matchYear(t))).filter(Number.isFinite));
  const latest = Math.max(currentYear, 2022);
  const years: string[] = [];
  for (let year = latest; year >= earliest; year -= 1) years.push(String(year));
  return years;
}
