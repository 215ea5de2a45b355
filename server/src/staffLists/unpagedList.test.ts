import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import { STUDENT_TERMS, type TuteeRecord } from '@tutoring/common';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { listTutees } from '../tutees/repo.js';
import { BATCH_SIZE } from '../db/batches.js';
import { insertTutee, insertTutor } from '../matches/testFixtures.js';

// Unpaged lists are read in keyset batches and written as they come (repo.ts, router.ts). Rows share submission
// times to the microsecond in runs of seven, so the batches must break ties on id and keep the microseconds.
const ROWS = BATCH_SIZE * 2 + 123;

describe('unpaged staff lists', () => {
  let t: TestApp;
  let staff: TestAgent;
  let ids: number[];

  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.staffAgent();
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO tutees (submitter, first_name, last_name, email_guardian, phone, grade, school, subject_1, subject_2, subject_3,
         subject_details, submitted_at, terms_version, terms_accepted_at)
       SELECT 'ParentOrGuardian', 'Bulk' || n, 'Tutee', 'bulk' || n || '@family.example', '507-555-0111', '4th', 'Lincoln Elementary',
              'K5_Math', 'K5_Reading', 'K5_Science', 'Homework help',
              timestamptz '2024-03-01 10:00:00.123456+00' - (n / 7) * interval '1.000001 second', $2, now()
       FROM generate_series(1, $1::int) AS n
       RETURNING id`,
      [ROWS, STUDENT_TERMS.version],
    );
    const { rows: ordered } = await t.db.query<{ id: number }>('SELECT id FROM tutees ORDER BY submitted_at, id');
    ids = ordered.map((r) => r.id);
    expect(rows).toHaveLength(ROWS);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers every row once, oldest first, with the exact X-Total-Count, across several batches', async () => {
    const res = await staff.get('/api/tutees').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-total-count']).toBe(String(ROWS));
    const body = res.body as TuteeRecord[];
    expect(body.map((r) => r.id)).toEqual(ids);
    expect(body[0]).toMatchObject({ tutee_firstname: expect.stringMatching(/^Bulk\d+$/), active_tutee: true });
  });

  it('reads the same list in batches of any size', async () => {
    for (const batchSize of [7, 500]) {
      const page = await listTutees(t.db, 'all', { q: undefined }, 10_000, batchSize);
      const seen: number[] = [];
      for await (const batch of page.batches) {
        expect(batch.length).toBeLessThanOrEqual(batchSize);
        seen.push(...batch.map((r) => r.id));
      }
      expect(seen).toEqual(ids);
    }
  });

  it('answers every match record once, newest first, across several batches, and by year', async () => {
    const tuteeId = ids[0]!;
    await t.db.query(
      `INSERT INTO tutors (first_name, last_name, email, phone, grade, school, subjects, grade_levels, terms_version, terms_accepted_at)
       VALUES ('Bulk', 'Tutor', 'bulk.tutor@school.example', '507-555-0100', 'Junior', 'Mayo High School', '{K5_Math}', '{4th}', 'v', now())`,
    );
    await t.db.query(
      `INSERT INTO matches (tutee_id, tutor_id, created_at, ended_at)
       SELECT $1, (SELECT max(id) FROM tutors), timestamptz '2023-12-31 23:00:00.654321+00' + (n / 3) * interval '1.000001 second', now()
       FROM generate_series(1, $2::int) AS n`,
      [tuteeId, ROWS],
    );
    const { rows } = await t.db.query<{ id: number; in2024: boolean }>(
      `SELECT id, created_at >= '2024-01-01T00:00:00Z' AS in2024 FROM matches ORDER BY created_at DESC, id DESC`,
    );
    const res = await staff.get('/api/matches').expect(200);
    expect((res.body as { match_id: number }[]).map((r) => r.match_id)).toEqual(rows.map((r) => r.id));
    expect(res.body[0]).toMatchObject({ tutee_id: tuteeId, tutor_first_name: 'Bulk' });
    const year = await staff.get('/api/matches').query({ year: 2024 }).expect(200);
    expect((year.body as { match_id: number }[]).map((r) => r.match_id)).toEqual(
      rows.filter((r) => r.in2024).map((r) => r.id),
    );
  });

  it('answers an empty array for a list with no rows', async () => {
    const res = await staff.get('/api/tutees/deactive').expect(200);
    expect(res.body).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
  });

  // A page comes from the database as one JSON value, the whole list as typed rows: both must make the same records.
  it('answers a page with the same records as the whole list, for tutees and tutors', async () => {
    await insertTutee(t.db, {
      subjects: ['K5_Math', 'K5_Reading', 'K5_Science'],
      grade: '4th',
      languages: ['somali'],
      languageOther: 'Oromo',
    });
    const tutorId = await insertTutor(t.db, {
      subjects: ['K5_Math'],
      grades: ['4th'],
      languages: ['spanish'],
      languageOther: 'Ojibwe',
      submittedAt: '2023-03-05T06:07:08.123456Z',
    });
    await t.db.query("UPDATE tutors SET pronouns = 'she/her', misc_info = 'Weekends only' WHERE id = $1", [tutorId]);
    for (const path of ['/api/tutees', '/api/tutors']) {
      const whole = (await staff.get(path).expect(200)).body as { id: number }[];
      const offset = Math.max(0, whole.length - 40);
      const page = await staff.get(path).query({ limit: 50, offset }).expect(200);
      expect(page.body).toHaveLength(whole.length - offset);
      expect(page.body).toEqual(whole.slice(offset));
      expect(page.headers['x-total-count']).toBe(String(whole.length));
    }
  });
});
