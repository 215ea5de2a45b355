import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GRADE_LEVELS } from '@tutoring/common';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { tuteeBody, tutorBody } from '../../test/samples.js';

// Both staff lists count through one service (service.ts, search.ts); each table is checked, since each has its own query.
const TABLES = [
  { path: '/api/tutees', body: tuteeBody },
  { path: '/api/tutors', body: tutorBody },
] as const;

const idsOf = (body: unknown) => (body as { id: number }[]).map((r) => r.id);

describe.each(TABLES)('X-Total-Count of $path', ({ path, body }) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  async function submit(): Promise<number> {
    const res = await t.agent().post(path).send(body());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  }

  it('counts exactly up to STAFF_LIST_COUNT_CAP and answers the cap with X-Total-Count-Capped above it', async () => {
    // The whole list's pages: the pending tutees' are counted exactly whatever the cap (see below).
    const ids = [await submit(), await submit(), await submit()];
    // Two more apps on the same database with small caps, so a few rows cross them.
    const atCap = await createTestApp({ STAFF_LIST_COUNT_CAP: '3' }, t.db);
    const belowCap = await createTestApp({ STAFF_LIST_COUNT_CAP: '2' }, t.db);
    try {
      const exact = await (await atCap.staffAgent('at-cap')).get(`${path}?limit=2`);
      expect(exact.status).toBe(200);
      expect(exact.headers['x-total-count']).toBe('3');
      expect(exact.headers['x-total-count-capped']).toBeUndefined();
      expect(idsOf(exact.body)).toEqual(ids.slice(0, 2));

      const capAgent = await belowCap.staffAgent('below-cap');
      const capped = await capAgent.get(`${path}?limit=1&offset=1`);
      expect(capped.status).toBe(200);
      expect(capped.headers['x-total-count']).toBe('2');
      expect(capped.headers['x-total-count-capped']).toBe('true');
      expect(capped.headers['access-control-expose-headers']).toBe('X-Total-Count, X-Total-Count-Capped');
      expect(idsOf(capped.body)).toEqual([ids[1]]);
      // The cap is on the count of the rows matching the search, not of the whole table.
      const searched = await capAgent.get(`${path}?limit=1`).query({ q: 'no such person' });
      expect(searched.headers['x-total-count']).toBe('0');
      expect(searched.headers['x-total-count-capped']).toBeUndefined();
      // Unpaged, the client asked for everything: the whole list and its exact length, whatever the cap.
      const whole = await capAgent.get(`${path}/active`);
      expect(idsOf(whole.body)).toEqual(ids);
      expect(whole.headers['x-total-count']).toBe('3');
      expect(whole.headers['x-total-count-capped']).toBeUndefined();
    } finally {
      await atCap.close();
      await belowCap.close();
    }
  });

  if (path === '/api/tutees') {
    it('counts the pending tutees exactly above the cap, from the counts the database keeps', async () => {
      const ids = [await submit(), await submit(), await submit()];
      const belowCap = await createTestApp({ STAFF_LIST_COUNT_CAP: '2' }, t.db);
      try {
        const staff = await belowCap.staffAgent('below-cap');
        const page = await staff.get(`${path}/active?limit=1&offset=1`).expect(200);
        expect(page.headers['x-total-count']).toBe('3');
        expect(page.headers['x-total-count-capped']).toBeUndefined();
        expect(idsOf(page.body)).toEqual([ids[1]]);
        // One first subject and grade (the samples' own); another grade has none.
        const sample = tuteeBody();
        const filtered = await staff
          .get(`${path}/active`)
          .query({ limit: 1, subject: sample.subject1, grade: sample.gradeLevel })
          .expect(200);
        expect(filtered.headers['x-total-count']).toBe('3');
        const other = await staff.get(`${path}/active`).query({ limit: 1, grade: GRADE_LEVELS[0]!.key }).expect(200);
        expect(other.headers['x-total-count']).toBe('0');
        // Still capped where the best groups are asked for.
        const best = await staff.get(`${path}/active`).query({ limit: 1, candidates: 'none' }).expect(200);
        expect(best.headers['x-total-count']).toBe('2');
        expect(best.headers['x-total-count-capped']).toBe('true');
      } finally {
        await belowCap.close();
      }
    });
  }
});
