import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import type { TuteeRecord } from '@tutoring/common';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { tuteeBody, tutorBody } from './testBodies.js';

describe('"When can you meet?": stored with the application, shown to staff, exported', () => {
  let t: TestApp;
  let admin: TestAgent;
  let serial = 0;
  beforeAll(async () => {
    t = await createTestApp({ SUBMISSIONS_PER_HOUR: '10000' });
    admin = await t.staffAgent('admin1', 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const stored = async (table: 'tutees' | 'tutors', id: number) =>
    (await t.db.query<{ availability: string[] }>(`SELECT availability FROM ${table} WHERE id = $1`, [id])).rows[0]
      ?.availability;
  const postTutee = (fields: object) =>
    t
      .agent()
      .post('/api/tutees')
      .send({ ...tuteeBody({ emailGuardian: `family${++serial}@example.com` }), ...fields });
  const postTutor = (fields: object) =>
    t
      .agent()
      .post('/api/tutors')
      .send({ ...tutorBody({ email: `tutor${++serial}@example.com` }), ...fields });

  it('stores the slots in week order and answers them in the staff records and the person export', async () => {
    const tutee = await postTutee({ availability: ['thu_evening', 'sat_morning', 'tue_evening'] }).expect(201);
    const tuteeId = tutee.body.id as number;
    expect(await stored('tutees', tuteeId)).toEqual(['tue_evening', 'thu_evening', 'sat_morning']);
    const list = (await admin.get('/api/tutees').expect(200)).body as TuteeRecord[];
    expect(list.find((record) => record.id === tuteeId)?.tutee_availability).toEqual([
      'tue_evening',
      'thu_evening',
      'sat_morning',
    ]);
    const tuteeExport = await admin.get(`/api/tutees/${tuteeId}/export`).expect(200);
    expect(tuteeExport.body.application.availability).toEqual(['tue_evening', 'thu_evening', 'sat_morning']);

    const tutor = await postTutor({ availability: ['sun_afternoon', 'mon_morning'] }).expect(201);
    const tutorId = tutor.body.id as number;
    expect((await admin.get(`/api/tutors/${tutorId}`).expect(200)).body.tutor_availability).toEqual([
      'mon_morning',
      'sun_afternoon',
    ]);
    const tutorExport = await admin.get(`/api/tutors/${tutorId}/export`).expect(200);
    expect(tutorExport.body.application.availability).toEqual(['mon_morning', 'sun_afternoon']);
  });

  it("takes the original client's bodies, which have no such field, and null or [] as no answer", async () => {
    for (const fields of [{}, { availability: null }, { availability: [] }]) {
      const tutee = await postTutee(fields).expect(201);
      expect(await stored('tutees', tutee.body.id as number)).toEqual([]);
      const tutor = await postTutor(fields).expect(201);
      expect(await stored('tutors', tutor.body.id as number)).toEqual([]);
      expect((await admin.get(`/api/tutors/${tutor.body.id as number}`).expect(200)).body.tutor_availability).toEqual(
        [],
      );
    }
  });

  it('refuses unknown slots, repeated slots and anything but a list, with a field error, storing nothing', async () => {
    const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tutees')).rows[0]!.n;
    for (const availability of [['someday_evening'], ['tue_evening', 'tue_evening'], 'tue_evening']) {
      const tutee = await postTutee({ availability }).expect(400);
      expect(tutee.body.error.fieldErrors.availability).toEqual([
        'Choose meeting times from the form’s grid, each at most once.',
      ]);
      const tutor = await postTutor({ availability }).expect(400);
      expect(Object.keys(tutor.body.error.fieldErrors)).toEqual(['availability']);
    }
    await postTutee({ availability: [3] }).expect(400);
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tutees')).rows[0]!.n).toBe(before);
  });
});
