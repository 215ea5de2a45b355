import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import {
  GRADE_LEVELS,
  LANGUAGES,
  SUBJECTS,
  tuteeLanguageFlag,
  tutorLanguageFlag,
  tutorSubjectRecordFlag,
  type MatchRecord,
} from '@tutoring/common';
import request from 'supertest';
import { createTestApp, STAFF_PASSWORD, type TestApp } from '../../test/testApp.js';
import { insertTutee, insertTutor } from './testFixtures.js';

const SUBJECTS3: [string, string, string] = ['K5_Math', 'K5_Reading', 'K5_Science'];
const tuteeFixture = { subjects: SUBJECTS3, grade: '3rd' };
const tutorFixture = { subjects: ['K5_Math'], grades: ['3rd'] };

async function counts(
  t: TestApp,
): Promise<{ matches: number; busyTutors: number; matchedTutees: number; audits: number }> {
  const { rows } = await t.db.query<{ matches: number; busyTutors: number; matchedTutees: number; audits: number }>(
    `SELECT (SELECT count(*)::int FROM matches) AS "matches",
            (SELECT coalesce(sum(current_matches), 0)::int FROM tutors) AS "busyTutors",
            (SELECT count(*)::int FROM tutees WHERE matched) AS "matchedTutees",
            (SELECT count(*)::int FROM audit_log WHERE action = 'match.create') AS "audits"`,
  );
  return rows[0]!;
}

describe('POST /api/matches', () => {
  let t: TestApp;
  let staff: TestAgent;
  beforeEach(async () => {
    t = await createTestApp();
    staff = await t.staffAgent();
  });
  afterEach(async () => {
    await t?.close();
  });

  it('creates the match, marks both sides, audits it and answers 201 with the match record', async () => {
    const tuteeId = await insertTutee(t.db, tuteeFixture);
    const tutorId = await insertTutor(t.db, tutorFixture);
    const res = await staff.post('/api/matches').send({ tutor_id: tutorId, tutee_id: tuteeId });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      match_id: expect.any(Number),
      tutee_id: tuteeId,
      tutor_id: tutorId,
      tutee_matched: true,
      tutor_current_matches: 1,
    });
    expect(new Date(res.body.match_timestamp).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await counts(t)).toEqual({ matches: 1, busyTutors: 1, matchedTutees: 1, audits: 1 });
    const audit = await t.db.query<{ entity_id: number; details: unknown; staff_user_id: number | null }>(
      "SELECT entity_id, details, staff_user_id FROM audit_log WHERE action = 'match.create'",
    );
    expect(audit.rows[0]).toMatchObject({
      entity_id: res.body.match_id,
      details: { tuteeId, tutorId },
      staff_user_id: expect.any(Number),
    });

    // Both sides leave the candidate lists: the tutee is matched, the tutor (capacity 1) is full.
    const again = await staff.post('/api/matches').send({ tutor_id: tutorId, tutee_id: tuteeId });
    expect(again.status).toBe(409);
  });

  interface Unavailable {
    matchedTutee?: boolean;
    tuteeActive?: boolean;
    tutorActive?: boolean;
    tutorFull?: boolean;
  }
  it.each<[string, Unavailable, string]>([
    ['the tutee is already matched', { matchedTutee: true }, 'This tutee is already matched with a tutor.'],
    [
      'the tutee is deactivated',
      { tuteeActive: false },
      'This tutee is deactivated. Activate the tutee before matching.',
    ],
    [
      'the tutor is deactivated',
      { tutorActive: false },
      'This tutor is deactivated. Activate the tutor before matching.',
    ],
    ['the tutor is at capacity', { tutorFull: true }, 'This tutor is at capacity and cannot take another tutee now.'],
  ])('answers 409 and changes nothing when %s', async (_name, setup, message) => {
    const tuteeId = await insertTutee(t.db, { ...tuteeFixture, active: setup.tuteeActive ?? true });
    const tutorId = await insertTutor(t.db, {
      ...tutorFixture,
      active: setup.tutorActive ?? true,
      currentMatches: setup.tutorFull ? 1 : 0,
    });
    if (setup.matchedTutee) {
      const other = await insertTutor(t.db, tutorFixture);
      await staff.post('/api/matches').send({ tutor_id: other, tutee_id: tuteeId }).expect(201);
    }
    const before = await counts(t);
    const res = await staff.post('/api/matches').send({ tutor_id: tutorId, tutee_id: tuteeId });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(message);
    expect(await counts(t)).toEqual(before);
  });

  it('answers 404 for an unknown tutee or tutor and 400 for a bad body', async () => {
    const tuteeId = await insertTutee(t.db, tuteeFixture);
    const tutorId = await insertTutor(t.db, tutorFixture);
    expect((await staff.post('/api/matches').send({ tutor_id: tutorId, tutee_id: 999999 })).body.error.message).toBe(
      'This tutee does not exist.',
    );
    const unknownTutor = await staff.post('/api/matches').send({ tutor_id: 999999, tutee_id: tuteeId });
    expect(unknownTutor.status).toBe(404);
    expect(unknownTutor.body.error.message).toBe('This tutor does not exist.');
    for (const body of [
      {},
      { tutor_id: tutorId },
      { tutor_id: 'x', tutee_id: tuteeId },
      { tutor_id: -1, tutee_id: tuteeId },
      { tutor_id: 1.5, tutee_id: tuteeId },
    ]) {
      const res = await staff.post('/api/matches').send(body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Choose a tutor and a tutee to match.');
    }
    expect(await counts(t)).toEqual({ matches: 0, busyTutors: 0, matchedTutees: 0, audits: 0 });
  });

  it('50 parallel requests for one tutee with 50 tutors: exactly one 201 and 49 409s', async () => {
    const tuteeId = await insertTutee(t.db, tuteeFixture);
    const tutorIds: number[] = [];
    for (let i = 0; i < 50; i += 1) tutorIds.push(await insertTutor(t.db, tutorFixture));
    // One listening server for all 50 requests (supertest would otherwise start a server per request).
    const server = t.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const responses = await (async () => {
      try {
        await t.staffAgent('racer');
        const racer = request.agent(server);
        await racer.post('/api/user/login').send({ username: 'racer', password: STAFF_PASSWORD }).expect(200);
        return await Promise.all(
          tutorIds.map((tutorId) => racer.post('/api/matches').send({ tutor_id: tutorId, tutee_id: tuteeId })),
        );
      } finally {
        server.close();
      }
    })();
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const res of responses.filter((r) => r.status === 409))
      expect(res.body.error.message).toBe('This tutee is already matched with a tutor.');
    expect(await counts(t)).toEqual({ matches: 1, busyTutors: 1, matchedTutees: 1, audits: 1 });
  });

  it('answers 401 without a staff session and creates nothing', async () => {
    const tuteeId = await insertTutee(t.db, tuteeFixture);
    const tutorId = await insertTutor(t.db, tutorFixture);
    expect((await t.agent().post('/api/matches').send({ tutor_id: tutorId, tutee_id: tuteeId })).status).toBe(401);
    expect(
      (await t.agent().put('/api/matches/matchStatus').send({ tutor_id: tutorId, tutee_id: tuteeId })).status,
    ).toBe(401);
    expect((await t.agent().get('/api/matches')).status).toBe(401);
    expect((await counts(t)).matches).toBe(0);
  });
});

describe('GET /api/matches/tutee/:id', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t?.close();
  });

  it('answers the tutee record to staff, 404 for an unknown id, 400 for a bad id and 401 without a session', async () => {
    const staff = await t.staffAgent();
    const tuteeId = await insertTutee(t.db, { ...tuteeFixture, languages: ['arabic'] });
    const res = await staff.get(`/api/matches/tutee/${tuteeId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: tuteeId,
      subject_1: 'K5_Math',
      tutee_grade: '3rd',
      tutee_language_arabic: true,
      active_tutee: true,
    });
    expect((await staff.get('/api/matches/tutee/424242')).status).toBe(404);
    expect((await staff.get('/api/matches/tutee/abc')).status).toBe(400);
    expect((await t.agent().get(`/api/matches/tutee/${tuteeId}`)).status).toBe(401);
  });
});

describe('PUT /api/matches/matchStatus', () => {
  let t: TestApp;
  let staff: TestAgent;
  beforeEach(async () => {
    t = await createTestApp();
    staff = await t.staffAgent();
  });
  afterEach(async () => {
    await t?.close();
  });

  it('is idempotent: 200 with the same record every time for a matched pair, 404 for any other pair', async () => {
    const tuteeId = await insertTutee(t.db, tuteeFixture);
    const tutorId = await insertTutor(t.db, tutorFixture);
    const otherTutor = await insertTutor(t.db, tutorFixture);
    const before = await staff.put('/api/matches/matchStatus').send({ tutor_id: tutorId, tutee_id: tuteeId });
    expect(before.status).toBe(404);
    expect(before.body.error.message).toBe('This tutor and tutee have no current match.');

    const created = await staff.post('/api/matches').send({ tutor_id: tutorId, tutee_id: tuteeId }).expect(201);
    const first = await staff.put('/api/matches/matchStatus').send({ tutor_id: tutorId, tutee_id: tuteeId });
    const second = await staff
      .put('/api/matches/matchStatus')
      .send({ tutor_id: String(tutorId), tutee_id: String(tuteeId) });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(first.body).toEqual(created.body);
    expect(await counts(t)).toEqual({ matches: 1, busyTutors: 1, matchedTutees: 1, audits: 1 });

    expect((await staff.put('/api/matches/matchStatus').send({ tutor_id: otherTutor, tutee_id: tuteeId })).status).toBe(
      404,
    );
    expect((await staff.put('/api/matches/matchStatus').send({ tutor_id: 'abc', tutee_id: tuteeId })).status).toBe(400);

    await t.db.query('UPDATE matches SET ended_at = now()');
    expect((await staff.put('/api/matches/matchStatus').send({ tutor_id: tutorId, tutee_id: tuteeId })).status).toBe(
      404,
    );
  });
});

describe('GET /api/matches (records)', () => {
  let t: TestApp;
  let staff: TestAgent;
  beforeEach(async () => {
    t = await createTestApp();
    staff = await t.staffAgent();
  });
  afterEach(async () => {
    await t?.close();
  });

  async function match(tutorLanguages: string[] = []): Promise<{ tuteeId: number; tutorId: number; matchId: number }> {
    const tuteeId = await insertTutee(t.db, { ...tuteeFixture, languages: ['hmong'], languageOther: 'Oromo' });
    const tutorId = await insertTutor(t.db, {
      subjects: ['K5_Math', 'ap_calc_AB'],
      grades: ['prek_kindergarten', '3rd'],
      languages: tutorLanguages,
    });
    const res = await staff.post('/api/matches').send({ tutor_id: tutorId, tutee_id: tuteeId }).expect(201);
    return { tuteeId, tutorId, matchId: res.body.match_id };
  }

  it('lists match records newest first with every tutee field, tutor field, grade and subject boolean', async () => {
    const older = await match();
    const newer = await match(['somali']);
    await t.db.query("UPDATE matches SET created_at = '2021-06-15T10:00:00Z' WHERE id = $1", [older.matchId]);

    const res = await staff.get('/api/matches');
    expect(res.status).toBe(200);
    const records = res.body as MatchRecord[];
    expect(records.map((r) => r.match_id)).toEqual([newer.matchId, older.matchId]);
    const [latest, earlier] = records;
    expect(earlier?.match_timestamp).toBe('2021-06-15T10:00:00.000Z');
    expect(latest).toMatchObject({
      tutee_id: newer.tuteeId,
      tutor_id: newer.tutorId,
      tutee_firstname: expect.any(String),
      tutee_lastname: 'Tutee',
      email_guardian: expect.stringContaining('@'),
      tutee_grade: '3rd',
      tutee_school: 'Lincoln Middle School',
      subject_1: 'K5_Math',
      subject_2: 'K5_Reading',
      subject_3: 'K5_Science',
      tutee_subject_details: 'Homework help',
      tutee_language_hmong: true,
      tutee_language_other: 'Oromo',
      tutor_first_name: expect.any(String),
      tutor_last_name: 'Tutor',
      tutor_email: expect.stringContaining('@'),
      tutor_grade: 'Junior',
      tutor_school: 'Mayo High School',
      tutor_language_somali: true,
      mentor_prek_kindergarten: true,
      mentor_grade_3: true,
      mentor_grade_4: false,
      tutor_k5_math: true,
      tutor_ap_calc_ab: true,
      tutor_k5_reading: false,
    });
    const fields = Object.keys(latest!);
    for (const l of LANGUAGES)
      expect(fields).toEqual(expect.arrayContaining([tuteeLanguageFlag(l.key), tutorLanguageFlag(l.key)]));
    for (const g of GRADE_LEVELS) expect(fields).toContain(g.recordFlag);
    for (const s of SUBJECTS) expect(fields).toContain(tutorSubjectRecordFlag(s.key));
    for (const name of [
      'tutee_pronouns',
      'email_student',
      'tutee_phone',
      'tutee_misc_info',
      'tutor_pronouns',
      'tutor_phone',
      'tutor_miscinfo',
    ]) {
      expect(fields).toContain(name);
    }
  });

  it('filters by calendar year and rejects a malformed year', async () => {
    const a = await match();
    const b = await match();
    await match();
    await t.db.query("UPDATE matches SET created_at = '2021-12-31T23:59:59Z' WHERE id = $1", [a.matchId]);
    await t.db.query("UPDATE matches SET created_at = '2022-01-01T00:00:00Z' WHERE id = $1", [b.matchId]);

    const ids = async (year: string) =>
      ((await staff.get('/api/matches').query({ year }).expect(200)).body as MatchRecord[]).map((r) => r.match_id);
    expect(await ids('2021')).toEqual([a.matchId]);
    expect(await ids('2022')).toEqual([b.matchId]);
    expect(await ids('2020')).toEqual([]);
    expect(await ids(String(new Date().getUTCFullYear()))).toHaveLength(1);
    expect((await staff.get('/api/matches').expect(200)).body).toHaveLength(3);
    for (const year of ['21', 'abcd', '2021-01', '0000']) {
      const res = await staff.get('/api/matches').query({ year });
      expect(res.status).toBe(400);
      expect(res.body.error.fieldErrors.year).toBeDefined();
    }
  });
});
