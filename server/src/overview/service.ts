import { schoolYearStart, type ProgrammeOverview } from '@tutoring/common';
import type { Queryable } from '../db/db.js';
import { readOverview } from './repo.js';

/** The counts of the school year that today falls in (UTC), the year starting in startMonth. */
export function currentOverview(db: Queryable, startMonth: number, now = new Date()): Promise<ProgrammeOverview> {
  const today = now.toISOString().slice(0, 10);
  return readOverview(db, schoolYearStart(today, startMonth));
}
