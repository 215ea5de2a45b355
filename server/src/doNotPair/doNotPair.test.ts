import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import type { CandidateGroups, DoNotPairEntry } from '@tutoring/common';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { insertTutee, insertTutor } from '../matches/testFixtures.js';

const SUBJECTS3: [string, string, string] = ['K5_Math', 'K5_Reading', 'K5_Science'];
const groupQuery = { subject1: SUBJECTS3[0], subject2: SUBJECTS3[1], subject3: SUBJECTS3[2], grade: '3rd' };

describe('do-not-pair: POST and DELETE /api/tutees/:id/do-not-pair, GET on either profile', () => {
  let t: TestApp;
  let staff: TestAgent;
  let tuteeId: number;
  let barred: number;
  let other: number;
  beforeEach(async () => {
    t = await createTestApp();
    staff = await t.staffAgent();
    tuteeId = await insertTutee(t.db, { subjects: SUBJECTS3, grade: '3rd' });
    barred = await insertTutor(t.db, { subjects: SUBJECTS3, grades: ['3rd'], firstName: 'Barred' });
    other = await insertTutor(t.db, { subjects: SUBJECTS3, grades: ['3rd'], firstName: 'Other' });
  });
  afterEach(async () => {
    await t?.close();
  });

  const offered = async (tutee: number) =>
    Object.values(
      (
        await staff
          .get('/api/matches/groups')
          .query({ ...groupQuery, tuteeId: tutee })
          .expect(200)
      ).body as CandidateGroups,
    ).flatMap((g) => g.map((r) => r.id));

  it('keeps the tutor out of that tutee’s groups only, lists the pair on both profiles, and refuses the match', async () => {
    expect(await offered(tuteeId)).toEqual([barred, other]);
    const added = await staff
      .post(`/api/tutees/${tuteeId}/do-not-pair`)
      .send({ tutorId: barred, reason: '  Same family  ' });
    expect(added.status).toBe(201);
    const entries = added.body as DoNotPairEntry[];
    expect(entries).toEqual([
      {
        tutee_id: tuteeId,
        tutor_id: barred,
        tutee_name: expect.stringMatching(/ Tutee$/),
        tutor_name: 'Barred Tutor',
        reason: 'Same family',
        created_at: expect.any(String),
      },
    ]);
    expect(await offered(tuteeId)).toEqual([other]);
    const anotherTutee = await insertTutee(t.db, { subjects: SUBJECTS3, grade: '3rd' });
    expect(await offered(anotherTutee)).toEqual([barred, other]);

    expect((await staff.get(`/api/tutees/${tuteeId}/do-not-pair`).expect(200)).body).toEqual(entries);
    expect((await staff.get(`/api/tutors/${barred}/do-not-pair`).expect(200)).body).toEqual(entries);
    expect((await staff.get(`/api/tutors/${other}/do-not-pair`).expect(200)).body).toEqual([]);

    const refused = await staff.post('/api/matches').send({ tutor_id: barred, tutee_id: tuteeId });
    expect(refused.status).toBe(409);
    expect((await t.db.query('SELECT matched FROM tutees WHERE id = $1', [tuteeId])).rows).toEqual([
      { matched: false },
    ]);

    // Adding it again changes nothing and keeps the first reason.
    expect(
      (await staff.post(`/api/tutees/${tuteeId}/do-not-pair`).send({ tutorId: barred, reason: 'Again' })).body,
    ).toEqual(entries);
  });

  it('removes the pair, so the tutor is offered again; every change is audited without the reason', async () => {
    await staff
      .post(`/api/tutees/${tuteeId}/do-not-pair`)
      .send({ tutorId: barred, reason: 'Private reason' })
      .expect(201);
    const removed = await staff.delete(`/api/tutees/${tuteeId}/do-not-pair/${barred}`).send({});
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual([]);
    expect(await offered(tuteeId)).toEqual([barred, other]);
    const again = await staff.delete(`/api/tutees/${tuteeId}/do-not-pair/${barred}`).send({});
    expect(again.status).toBe(404);

    const audit = await t.db.query(
      "SELECT action, entity_id, details FROM audit_log WHERE action IN ('doNotPair.add', 'doNotPair.remove') ORDER BY id",
    );
    expect(audit.rows).toEqual([
      { action: 'doNotPair.add', entity_id: tuteeId, details: { tutorId: barred } },
      { action: 'doNotPair.remove', entity_id: tuteeId, details: { tutorId: barred } },
    ]);
    expect(JSON.stringify((await t.db.query('SELECT details FROM audit_log')).rows)).not.toContain('Private reason');
  });

  it('answers 400 for bad input, 404 for unknown people and 401 signed out', async () => {
    for (const body of [
      {},
      { tutorId: barred },
      { tutorId: barred, reason: '   ' },
      { tutorId: 'x', reason: 'r' },
      { tutorId: barred, reason: 'x'.repeat(501) },
    ]) {
      const res = await staff.post(`/api/tutees/${tuteeId}/do-not-pair`).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fieldErrors).toBeDefined();
    }
    expect((await staff.post(`/api/tutees/424242/do-not-pair`).send({ tutorId: barred, reason: 'r' })).status).toBe(
      404,
    );
    expect((await staff.post(`/api/tutees/${tuteeId}/do-not-pair`).send({ tutorId: 424242, reason: 'r' })).status).toBe(
      404,
    );
    expect((await staff.get('/api/tutors/424242/do-not-pair')).status).toBe(404);
    expect(
      (await t.agent().post(`/api/tutees/${tuteeId}/do-not-pair`).send({ tutorId: barred, reason: 'r' })).status,
    ).toBe(401);
    expect((await t.agent().delete(`/api/tutees/${tuteeId}/do-not-pair/${barred}`).send({})).status).toBe(401);
    expect((await t.agent().get(`/api/tutors/${barred}/do-not-pair`)).status).toBe(401);
    expect((await t.db.query('SELECT count(*)::int AS n FROM do_not_pair')).rows).toEqual([{ n: 0 }]);
  });
});
