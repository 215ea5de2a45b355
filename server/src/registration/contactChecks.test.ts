import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBMISSION_MESSAGES as M } from '@tutoring/common';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { tuteeBody, tutorBody } from './testBodies.js';

// Issue 28, item 5: phone numbers are checked for the configured region and stored in E.164; a school needs letters.
describe.each([
  ['tutees', '/api/tutees', 'SELECT phone, school FROM tutees WHERE id = $1', tuteeBody],
  ['tutors', '/api/tutors', 'SELECT phone, school FROM tutors WHERE id = $1', tutorBody],
] as const)('POST %s: phone and school', (_table, path, stored, body) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SUBMISSIONS_PER_HOUR: '10000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function storedRow(id: number) {
    return (await t.db.query<{ phone: string; school: string }>(stored, [id])).rows[0];
  }

  it.each(['call me maybe', '555-1234', '507-285-0142 ext. 9', '+1'])(
    'answers 400 with the phone message for %j',
    async (phone) => {
      const res = await t.agent().post(path).send(body({ phone }));
      expect(res.status).toBe(400);
      expect(res.body.error.fieldErrors).toEqual({ phone: [M.phone] });
    },
  );

  it.each(['x', '12', ' - '])('answers 400 with the school message for %j', async (school) => {
    const res = await t.agent().post(path).send(body({ school }));
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toEqual({ school: [M.school] });
  });

  it.each([
    ['(507) 285-0142', '+15072850142'],
    ['507.285.0142', '+15072850142'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('stores the phone %j as %s', async (phone, e164) => {
    const res = await t
      .agent()
      .post(path)
      .send(body({ phone, school: 'PS 12' }));
    expect(res.status).toBe(201);
    expect(await storedRow(res.body.id)).toEqual({ phone: e164, school: 'PS 12' });
  });
});

describe('PHONE_REGION', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PHONE_REGION: 'gb' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads numbers without + in the configured region, and the public config names it for the forms', async () => {
    const res = await t
      .agent()
      .post('/api/tutors')
      .send(tutorBody({ phone: '020 7946 0958' }))
      .expect(201);
    const row = (await t.db.query<{ phone: string }>('SELECT phone FROM tutors WHERE id = $1', [res.body.id])).rows[0];
    expect(row?.phone).toBe('+442079460958');
    const us = await t
      .agent()
      .post('/api/tutors')
      .send(tutorBody({ phone: '507-285-0142' }));
    expect(us.body.error.fieldErrors).toEqual({ phone: [M.phone] });
    expect((await t.agent().get('/api/config').expect(200)).body).toMatchObject({ phoneRegion: 'GB' });
  });
});
