import type { Queryable } from '../db/db.js';
import { medianRecentWaitDays } from './repo.js';

/** How long one process reuses an estimate: it summarises 90 days of matches, so minutes change nothing. */
const EXPECTED_WAIT_REUSE_MS = 10 * 60 * 1000;

export type ExpectedWait = (subject: string, grade: string) => Promise<number | null>;

/**
 * The expected wait for a tutor of a new tutee application, by first subject and grade, kept per process for
 * EXPECTED_WAIT_REUSE_MS: an application then costs the one statement that stores it (docs/benchmarks.md), and the
 * estimate one index walk per subject and grade every ten minutes. A failed read is not kept.
 */
export function createExpectedWait(db: Queryable, now: () => number = Date.now): ExpectedWait {
  const kept = new Map<string, { at: number; days: Promise<number | null> }>();
  return (subject, grade) => {
    const key = `${subject}\n${grade}`;
    const hit = kept.get(key);
    if (hit && now() - hit.at < EXPECTED_WAIT_REUSE_MS) return hit.days;
    const days = medianRecentWaitDays(db, subject, grade);
    kept.set(key, { at: now(), days });
    days.catch(() => kept.delete(key));
    return days;
  };
}
