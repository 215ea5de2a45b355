import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { tuteeBody, tutorBody } from './registration/testBodies.js';

interface Terms {
  version: string;
  paragraphs: string[];
}

describe('GET /api/terms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers each form’s current terms without a session, and an application accepting those versions is taken', async () => {
    const res = await t.agent().get('/api/terms').expect(200);
    const { tutee, tutor } = res.body as { tutee: Terms; tutor: Terms };
    for (const terms of [tutee, tutor]) {
      expect(terms.version).toEqual(expect.any(String));
      expect(terms.paragraphs.length).toBeGreaterThan(0);
    }
    expect(tutee.version).not.toBe(tutor.version);
    await t
      .agent()
      .post('/api/tutees')
      .send(tuteeBody({ termsVersion: tutee.version }))
      .expect(201);
    await t
      .agent()
      .post('/api/tutors')
      .send(tutorBody({ termsVersion: tutor.version }))
      .expect(201);
  });

  it('names the only versions the application endpoints accept', async () => {
    const { tutee, tutor } = (await t.agent().get('/api/terms')).body as { tutee: Terms; tutor: Terms };
    const refused = await t
      .agent()
      .post('/api/tutees')
      .send(tuteeBody({ termsVersion: tutor.version }));
    expect(refused.status).toBe(400);
    expect(refused.body.error.fieldErrors.termsVersion).toBeDefined();
    expect(
      (
        await t
          .agent()
          .post('/api/tutors')
          .send(tutorBody({ termsVersion: tutee.version }))
      ).status,
    ).toBe(400);
  });
});
