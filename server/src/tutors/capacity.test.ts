import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import type { CandidateGroups, TutorRecord } from '@tutoring/common';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { insertTutee, insertTutor } from '../matches/testFixtures.js';

const SUBJECTS3: [string, string, string] = ['K5_Math', 'K5_Reading', 'K5_Science'];
const groupQuery = { subject1: SUBJECTS3[0], subject2: SUBJECTS3[1], subject3: SUBJECTS3[2], grade: '3rd' };

describe('PUT /api/tutors/:id/capacity', () => {
  let t: TestApp;
  let staff: TestAgent;
  beforeEach(async () => {
    t = await createTestApp();
    staff = await t.staffAgent();
  });
  afterEach(async () => {
    await t?.close();
  });

  const pendingIds = async () =>
    ((await staff.get('/api/tutors/active').expect(200)).body as TutorRecord[]).map((r) => r.id);
  const offeredIds = async () =>
    Object.values(
      (await staff.get('/api/matches/groups').query(groupQuery).expect(200)).body as CandidateGroups,
    ).flatMap((g) => g.map((r) => r.id));

  it('moves the tutor out of and back into Pending Tutors and the candidate groups, audited', async () => {
    const tutorId = await insertTutor(t.db, { subjects: SUBJECTS3, grades: ['3rd'] });
    const tuteeId = await insertTutee(t.db, { subjects: SUBJECTS3, grade: '3rd' });
    await staff.post('/api/matches').send({ tutor_id: tutorId, tutee_id: tuteeId }).expect(201);
    // Capacity 1, one tutee: full, so neither pending nor offered.
    expect(await pendingIds()).toEqual([]);
    expect(await offeredIds()).toEqual([]);

    const raised = await staff.put(`/api/tutors/${tutorId}/capacity`).send({ capacity: 2 });
    expect(raised.status).toBe(200);
    expect(raised.body).toMatchObject({ id: tutorId, tutor_capacity: 2, tutor_current_matches: 1 });
    expect(await pendingIds()).toEqual([tutorId]);
    expect(await offeredIds()).toEqual([tutorId]);

    await staff.put(`/api/tutors/${tutorId}/capacity`).send({ capacity: 1 }).expect(200);
    expect(await pendingIds()).toEqual([]);
    expect(await offeredIds()).toEqual([]);

    const audit = await t.db.query(
      "SELECT entity_id, details FROM audit_log WHERE action = 'tutor.capacity' ORDER BY id",
    );
    expect(audit.rows).toEqual([
      { entity_id: tutorId, details: { capacity: 2 } },
      { entity_id: tutorId, details: { capacity: 1 } },
    ]);
  });

  it('pauses a free tutor with 0 and refuses to go below the current matches with a clear message', async () => {
    const tutorId = await insertTutor(t.db, { subjects: SUBJECTS3, grades: ['3rd'], capacity: 3, currentMatches: 2 });
    const below = await staff.put(`/api/tutors/${tutorId}/capacity`).send({ capacity: 1 });
    expect(below.status).toBe(400);
    expect(below.body.error.message).toBe(
      'This tutor has 2 current matches, so the capacity cannot be lower than 2. End a match first.',
    );
    expect(below.body.error.fieldErrors.capacity).toEqual([below.body.error.message]);
    expect((await t.db.query('SELECT capacity FROM tutors')).rows).toEqual([{ capacity: 3 }]);

    const free = await insertTutor(t.db, { subjects: SUBJECTS3, grades: ['3rd'] });
    await staff.put(`/api/tutors/${free}/capacity`).send({ capacity: 0 }).expect(200);
    expect(await pendingIds()).toEqual([tutorId]);
    expect(await offeredIds()).toEqual([tutorId]);
  });

  it('answers 400 for a capacity outside 0-5 or a bad id, 404 for an unknown tutor and 401 signed out', async () => {
    const tutorId = await insertTutor(t.db, { subjects: SUBJECTS3, grades: ['3rd'] });
    for (const body of [
      {},
      { capacity: 6 },
      { capacity: -1 },
      { capacity: 1.5 },
      { capacity: '2' },
      { capacity: null },
    ]) {
      const res = await staff.put(`/api/tutors/${tutorId}/capacity`).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe('Capacity must be a whole number from 0 to 5.');
    }
    expect((await staff.put('/api/tutors/abc/capacity').send({ capacity: 2 })).status).toBe(400);
    const unknown = await staff.put('/api/tutors/424242/capacity').send({ capacity: 2 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('No tutor has that id.');
    expect((await t.agent().put(`/api/tutors/${tutorId}/capacity`).send({ capacity: 2 })).status).toBe(401);
    expect((await t.db.query('SELECT capacity FROM tutors')).rows).toEqual([{ capacity: 1 }]);
  });
});
