// GET /api/overview (and the original client's GET /api/test): the programme at a glance, for the staff Overview page.

/** One subject and grade that tutees are waiting for, and how many tutors with a free place teach it. */
export interface SupplyGapRow {
  /** a subject key (the tutee's first choice) */
  subject: string;
  /** a grade key */
  grade: string;
  waitingTutees: number;
  availableTutors: number;
}

export interface ProgrammeOverview {
  /** the first day of the current school year, YYYY-MM-DD */
  schoolYearStart: string;
  pending: { tutees: number; tutors: number };
  matches: { current: number; startedThisYear: number; endedThisYear: number };
  /** whole days the pending tutees have waited since applying; null when nobody waits */
  wait: { medianDays: number | null; longestDays: number | null };
  /** every subject and grade with waiting tutees, the largest shortfall of tutors first */
  supplyGap: SupplyGapRow[];
  /** what the check-ins and surveys say of this school year's matches */
  followUp: FollowUpFigures;
}

/**
 * Of the matches started this school year (of people not erased): the share a side confirmed as met and the share a
 * side said had no contact (0-1, null without matches), the median days from the match to the first "yes", and the
 * average survey rating given this school year (null without answers).
 */
export interface FollowUpFigures {
  matches: number;
  metShare: number | null;
  noContactShare: number | null;
  medianDaysToContact: number | null;
  averageRating: number | null;
  ratings: number;
}

/**
 * The school year holding `today` (YYYY-MM-DD): it starts on the first of `startMonth` (1-12) this calendar year, or
 * last year when that day is still ahead.
 */
export function schoolYearStart(today: string, startMonth: number): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const startYear = month >= startMonth ? year : year - 1;
  return `${startYear}-${String(startMonth).padStart(2, '0')}-01`;
}

/** "2026-27" for a school year starting in 2026 (a calendar-year programme, starting in January, is "2026"). */
export function schoolYearLabel(start: string): string {
  const year = Number(start.slice(0, 4));
  return start.slice(5, 7) === '01' ? String(year) : `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}
