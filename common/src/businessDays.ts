// Business days: the check-ins are due so many of them after a match, skipping weekends and the programme's holidays.

const DAY_MS = 86_400_000;

/** An ISO calendar date, yyyy-mm-dd, that exists (2026-02-30 does not). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Whether the UTC day of `time` is a working day: Monday to Friday and not one of `holidays` (ISO dates). */
export function isBusinessDay(time: Date, holidays: ReadonlySet<string>): boolean {
  const weekday = time.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(time.toISOString().slice(0, 10));
}

/**
 * The time `days` business days after `start`, at the same time of day (days are UTC days): each day counted must be
 * a business day. Zero answers `start` itself. Friday plus one is Monday; Saturday plus one is Monday too.
 */
export function addBusinessDays(start: Date, days: number, holidays: ReadonlySet<string>): Date {
  let time = start.getTime();
  for (let counted = 0; counted < days;) {
    time += DAY_MS;
    if (isBusinessDay(new Date(time), holidays)) counted += 1;
  }
  return new Date(time);
}
