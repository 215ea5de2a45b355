import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import type { ProgrammeOverview } from '@tutoring/common';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import type { Queryable } from '../db/db.js';
import { startFromBeforeMigrations } from '../../test/beforeMigrations.js';
import { insertTutee, insertTutor } from '../matches/testFixtures.js';

const daysAgo = (days: number) => `now() - interval '${days} days'`;

async function submittedDaysAgo(db: Queryable, id: number, days: number): Promise<void> {
  await db.query(`UPDATE tutees SET submitted_at = ${daysAgo(days)} WHERE id = $1`, [id]);
}

/** The counts the triggers keep, against a recount of the tables themselves. */
async function kept(db: Queryable) {
  const read = async (sql: string) =>
    (await db.query<{ k: string; n: number }>(sql)).rows.map((r) => `${r.k}=${r.n}`).sort();
  return {
    days: await read(`SELECT day::text AS k, n FROM waiting_tutee_days WHERE n > 0`),
    needs: await read(`SELECT subject || '/' || grade AS k, n FROM waiting_tutee_needs WHERE n > 0`),
    tutors: await read(`SELECT subject || '/' || grade AS k, n FROM available_tutor_needs WHERE n > 0`),
  };
}
async function recounted(db: Queryable) {
  const read = async (sql: string) =>
    (await db.query<{ k: string; n: number }>(sql)).rows.map((r) => `${r.k}=${r.n}`).sort();
  return {
    days: await read(
      `SELECT ((submitted_at AT TIME ZONE 'UTC')::date)::text AS k, count(*)::int AS n FROM tutees WHERE active AND NOT matched GROUP BY 1`,
    ),
    needs: await read(
      `SELECT subject_1 || '/' || grade AS k, count(*)::int AS n FROM tutees WHERE active AND NOT matched GROUP BY 1`,
    ),
    tutors: await read(
      `SELECT s || '/' || g AS k, count(*)::int AS n FROM tutors, unnest(subjects) s, unnest(grade_levels) g
       WHERE active AND current_matches < capacity GROUP BY 1`,
    ),
  };
}

describe('programme overview', () => {
  let t: TestApp;
  let staff: TestAgent;
  const overview = async (path = '/api/overview') => (await staff.get(path).expect(200)).body as ProgrammeOverview;

  beforeAll(async () => {
    t = await createTestApp({ SCHOOL_YEAR_START_MONTH: '8' });
    staff = await t.staffAgent();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers zeros and an empty gap list for a new programme, to staff only, on both paths', async () => {
    expect((await t.agent().get('/api/overview')).status).toBe(401);
    expect((await t.agent().get('/api/test')).status).toBe(401);
    const empty = await overview();
    expect(empty).toEqual({
      schoolYearStart: expect.stringMatching(/^\d{4}-08-01$/),
      pending: { tutees: 0, tutors: 0 },
      matches: { current: 0, startedThisYear: 0, endedThisYear: 0 },
      wait: { medianDays: null, longestDays: null },
      supplyGap: [],
      followUp: {
        matches: 0,
        metShare: null,
        noContactShare: null,
        medianDaysToContact: null,
        averageRating: null,
        ratings: 0,
      },
    });
    expect(await overview('/api/test')).toEqual(empty);
  });

  it('counts waiting tutees, their median and longest wait, and the supply gap by subject and grade', async () => {
    const math3 = ['K5_Math', 'K5_Reading', 'K5_Science'] as [string, string, string];
    const alg8 = ['math_alg1_linear_alg', 'math_geom', 'sci_chem'] as [string, string, string];
    const waiting = [
      [math3, '3rd', 30],
      [math3, '3rd', 20],
      [math3, '3rd', 5],
      [alg8, '8th', 10],
    ] as const;
    for (const [subjects, grade, days] of waiting)
      await submittedDaysAgo(t.db, await insertTutee(t.db, { subjects: [...subjects], grade }), days);
    // Not waiting: deactivated.
    await insertTutee(t.db, { subjects: math3, grade: '3rd', active: false });
    await insertTutor(t.db, { subjects: ['K5_Math', 'K5_Reading'], grades: ['3rd', '4th'] });
    // Not available: paused (capacity 0) and full.
    await insertTutor(t.db, { subjects: ['K5_Math'], grades: ['3rd'], capacity: 0 });
    await insertTutor(t.db, { subjects: ['math_alg1_linear_alg'], grades: ['8th'], capacity: 1, currentMatches: 1 });

    const now = await overview();
    expect(now.pending).toEqual({ tutees: 4, tutors: 1 });
    // Waits 5, 10, 20, 30: the middle tutee (the second of four, counting from the shortest wait) has waited 10 days.
    expect(now.wait).toEqual({ medianDays: 10, longestDays: 30 });
    expect(now.supplyGap).toEqual([
      { subject: 'K5_Math', grade: '3rd', waitingTutees: 3, availableTutors: 1 },
      { subject: 'math_alg1_linear_alg', grade: '8th', waitingTutees: 1, availableTutors: 0 },
    ]);
    expect(await kept(t.db)).toEqual(await recounted(t.db));
  });

  it('follows matches, deactivation, capacity and deletion, and counts this school year only', async () => {
    const before = await overview();
    const tutee = await insertTutee(t.db, { subjects: ['sat_prep', 'act_prep', 'hist_us'], grade: '11th' });
    const tutor = await insertTutor(t.db, { subjects: ['sat_prep'], grades: ['11th', '12th'], capacity: 2 });
    expect((await overview()).pending).toEqual({
      tutees: before.pending.tutees + 1,
      tutors: before.pending.tutors + 1,
    });

    await staff.post('/api/matches').send({ tutee_id: tutee, tutor_id: tutor }).expect(201);
    const matched = await overview();
    expect(matched.pending.tutees).toBe(before.pending.tutees);
    expect(matched.matches).toEqual({ current: 1, startedThisYear: 1, endedThisYear: 0 });
    // One of two places taken: still available.
    expect(matched.pending.tutors).toBe(before.pending.tutors + 1);
    await t.db.query('UPDATE tutors SET capacity = 1 WHERE id = $1', [tutor]);
    expect((await overview()).pending.tutors).toBe(before.pending.tutors);

    // A match from an earlier school year, ended in it: in neither of this year's counts.
    const earlier = await insertTutee(t.db, { subjects: ['sat_prep', 'act_prep', 'hist_us'], grade: '11th' });
    await t.db.query(
      `INSERT INTO matches (tutee_id, tutor_id, created_at, ended_at) VALUES ($1, $2, ${daysAgo(800)}, ${daysAgo(700)})`,
      [earlier, tutor],
    );
    // Ended now: in this year's ended count, the tutee waiting again.
    await t.db.query('UPDATE matches SET ended_at = now() WHERE tutee_id = $1', [tutee]);
    await t.db.query('UPDATE tutees SET matched = false WHERE id = $1', [tutee]);
    await t.db.query('UPDATE tutors SET current_matches = 0 WHERE id = $1', [tutor]);
    const ended = await overview();
    expect(ended.matches).toEqual({ current: 0, startedThisYear: 1, endedThisYear: 1 });
    expect(ended.pending.tutees).toBe(before.pending.tutees + 2);

    await staff.put('/api/tutees/changeStatus').send({ id: earlier }).expect(200);
    await t.db.query('DELETE FROM matches WHERE tutee_id = $1', [tutee]);
    // The match's check-in emails name the tutee too.
    await t.db.query('DELETE FROM email_outbox WHERE tutee_id = $1', [tutee]);
    await t.db.query('DELETE FROM tutees WHERE id = $1', [tutee]);
    expect((await overview()).pending.tutees).toBe(before.pending.tutees);
    expect(await kept(t.db)).toEqual(await recounted(t.db));
  });

  it('keeps exact counts through bulk statements, and a database from before the counts gets them when it is adopted', async () => {
    await t.db.query(`UPDATE tutees SET submitted_at = submitted_at - interval '1 day' WHERE grade = '3rd'`);
    await t.db.query(`UPDATE tutors SET active = NOT active`);
    await t.db.query(`UPDATE tutors SET active = true`);
    expect(await kept(t.db)).toEqual(await recounted(t.db));

    for (const table of ['waiting_tutee_days', 'waiting_tutee_needs', 'available_tutor_needs'])
      await t.db.query(`DELETE FROM ${table}`);
    await startFromBeforeMigrations(t.db);
    expect(await kept(t.db)).toEqual(await recounted(t.db));
    expect((await kept(t.db)).days.length).toBeGreaterThan(0);
  });
});
