import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import request from 'supertest';
import type { CandidateGroups, MatchRecord, ProgrammeOverview, TuteeRecord } from '@tutoring/common';
import { createTestApp, STAFF_PASSWORD, type TestApp } from '../../test/testApp.js';
import { startFromBeforeMigrations } from '../../test/beforeMigrations.js';
import { insertTutee, insertTutor } from './testFixtures.js';

const SUBJECTS3: [string, string, string] = ['K5_Math', 'K5_Reading', 'K5_Science'];
const tuteeFixture = { subjects: SUBJECTS3, grade: '3rd' };
const tutorFixture = { subjects: SUBJECTS3, grades: ['3rd'] };
const groupQuery = { subject1: SUBJECTS3[0], subject2: SUBJECTS3[1], subject3: SUBJECTS3[2], grade: '3rd' };

/** Rows where a tutor's current_matches differs from its current matches, or a tutee's matched flag from its. */
async function inconsistencies(t: TestApp): Promise<unknown[]> {
  const { rows } = await t.db.query(
    `SELECT 'tutor' AS side, r.id, r.current_matches, r.capacity, (SELECT count(*)::int FROM matches m WHERE m.tutor_id = r.id AND m.ended_at IS NULL) AS counted
     FROM tutors r
     WHERE r.current_matches <> (SELECT count(*) FROM matches m WHERE m.tutor_id = r.id AND m.ended_at IS NULL) OR r.current_matches > r.capacity
     UNION ALL
     SELECT 'tutee', t.id, t.matched::int, 0, (SELECT count(*)::int FROM matches m WHERE m.tutee_id = t.id AND m.ended_at IS NULL)
     FROM tutees t WHERE t.matched <> EXISTS (SELECT 1 FROM matches m WHERE m.tutee_id = t.id AND m.ended_at IS NULL)`,
  );
  return rows;
}

describe('POST /api/matches/:match_id/end', () => {
  let t: TestApp;
  let staff: TestAgent;
  beforeEach(async () => {
    t = await createTestApp();
    staff = await t.staffAgent();
  });
  afterEach(async () => {
    await t?.close();
  });

  async function matched(
    tutor: Partial<typeof tutorFixture> & { capacity?: number } = {},
  ): Promise<{ tuteeId: number; tutorId: number; matchId: number }> {
    const tuteeId = await insertTutee(t.db, tuteeFixture);
    const tutorId = await insertTutor(t.db, { ...tutorFixture, ...tutor });
    const res = await staff.post('/api/matches').send({ tutor_id: tutorId, tutee_id: tuteeId }).expect(201);
    return { tuteeId, tutorId, matchId: res.body.match_id as number };
  }

  async function groupIds(tuteeId?: number): Promise<number[]> {
    const res = await staff
      .get('/api/matches/groups')
      .query({ ...groupQuery, ...(tuteeId ? { tuteeId } : {}) })
      .expect(200);
    return Object.values(res.body as CandidateGroups).flatMap((tutors) => tutors.map((r) => r.id));
  }

  it('ends the match, returns the tutee to pending, frees the tutor, audits it and answers the ended match', async () => {
    const { tuteeId, tutorId, matchId } = await matched();
    const otherTutee = await insertTutee(t.db, tuteeFixture);
    expect(await groupIds(otherTutee)).not.toContain(tutorId);

    const res = await staff.post(`/api/matches/${matchId}/end`).send({ reason: 'finished' });
    expect(res.status).toBe(200);
    const ended = res.body as MatchRecord;
    expect(ended).toMatchObject({
      match_id: matchId,
      tutee_id: tuteeId,
      tutor_id: tutorId,
      end_reason: 'finished',
      end_note: null,
      tutee_matched: false,
      active_tutee: true,
      tutor_current_matches: 0,
    });
    expect(Date.parse(ended.ended_at ?? '')).toBeGreaterThan(Date.now() - 60_000);

    // The tutor is offered again (below capacity); the tutee is pending, with its former tutor named.
    expect(await groupIds(otherTutee)).toContain(tutorId);
    const pending = (await staff.get('/api/tutees/active').expect(200)).body as TuteeRecord[];
    const tutee = pending.find((r) => r.id === tuteeId);
    expect(tutee?.tutee_previous_tutors).toEqual([`${ended.tutor_first_name} ${ended.tutor_last_name}`]);
    expect((await staff.get(`/api/matches/tutee/${tuteeId}`).expect(200)).body.tutee_previous_tutors).toEqual(
      tutee?.tutee_previous_tutors,
    );
    expect(await inconsistencies(t)).toEqual([]);

    const audit = await t.db.query<{ entity_id: number; details: unknown; staff_user_id: number | null }>(
      "SELECT entity_id, details, staff_user_id FROM audit_log WHERE action = 'match.end'",
    );
    expect(audit.rows).toEqual([
      {
        entity_id: matchId,
        staff_user_id: expect.any(Number),
        details: { tuteeId, tutorId, reason: 'finished', noted: false, returnTutee: true, doNotPairAdded: false },
      },
    ]);
    const stored = await t.db.query('SELECT ended_by, end_reason FROM matches WHERE id = $1', [matchId]);
    expect(stored.rows[0]).toEqual({ ended_by: audit.rows[0]?.staff_user_id, end_reason: 'finished' });

    // The list shows it ended, newest first as before.
    const listed = ((await staff.get('/api/matches').expect(200)).body as MatchRecord[]).find(
      (r) => r.match_id === matchId,
    );
    expect(listed).toMatchObject({ ended_at: ended.ended_at, end_reason: 'finished' });
  });

  it('moves the programme overview: the tutee and tutor pending again, one match ended this school year', async () => {
    const { matchId } = await matched();
    const before = (await staff.get('/api/overview').expect(200)).body as ProgrammeOverview;
    expect(before).toMatchObject({ pending: { tutees: 0, tutors: 0 }, matches: { current: 1, endedThisYear: 0 } });
    await staff.post(`/api/matches/${matchId}/end`).send({ reason: 'finished' }).expect(200);
    const after = (await staff.get('/api/overview').expect(200)).body as ProgrammeOverview;
    expect(after).toMatchObject({ pending: { tutees: 1, tutors: 1 }, matches: { current: 0, endedThisYear: 1 } });
    expect(after.supplyGap).toEqual([{ subject: 'K5_Math', grade: '3rd', waitingTutees: 1, availableTutors: 1 }]);
  });

  it('lets the returned tutee be matched again, but never with a former tutor', async () => {
    const { tuteeId, tutorId, matchId } = await matched();
    await staff.post(`/api/matches/${matchId}/end`).send({ reason: 'tutor_unavailable' }).expect(200);
    const next = await insertTutor(t.db, tutorFixture);
    const offered = await groupIds(tuteeId);
    expect(offered).toContain(next);
    expect(offered).not.toContain(tutorId);

    const former = await staff.post('/api/matches').send({ tutor_id: tutorId, tutee_id: tuteeId });
    expect(former.status).toBe(409);
    expect(former.body.error.message).toMatch(/matched before/);
    await staff.post('/api/matches').send({ tutor_id: next, tutee_id: tuteeId }).expect(201);
    expect(await inconsistencies(t)).toEqual([]);
  });

  it('closes the tutee when asked, with the date and note given', async () => {
    const { tuteeId, matchId } = await matched();
    await t.db.query("UPDATE matches SET created_at = '2025-09-01T15:00:00Z' WHERE id = $1", [matchId]);
    const res = await staff
      .post(`/api/matches/${matchId}/end`)
      .send({ endedOn: '2026-06-05', reason: 'other', note: '  Family moved away.  ', returnTutee: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ended_at: '2026-06-05T12:00:00.000Z',
      end_reason: 'other',
      end_note: 'Family moved away.',
      active_tutee: false,
      tutee_matched: false,
    });
    expect(((await staff.get('/api/tutees/deactive').expect(200)).body as TuteeRecord[]).map((r) => r.id)).toEqual([
      tuteeId,
    ]);
    expect(((await staff.get('/api/tutees/active').expect(200)).body as TuteeRecord[]).map((r) => r.id)).toEqual([]);
  });

  it('a safety concern puts the tutor on the tutee’s do-not-pair list', async () => {
    const { tuteeId, tutorId, matchId } = await matched({ capacity: 2 });
    await staff.post(`/api/matches/${matchId}/end`).send({ reason: 'safety_concern' }).expect(200);
    const { rows } = await t.db.query('SELECT tutee_id, tutor_id, reason FROM do_not_pair');
    expect(rows).toEqual([{ tutee_id: tuteeId, tutor_id: tutorId, reason: 'Safety or conduct concern' }]);
    expect((await staff.get(`/api/tutees/${tuteeId}/do-not-pair`).expect(200)).body).toHaveLength(1);
  });

  it('answers 409 when the match has already ended, 404 for an unknown one, and changes nothing', async () => {
    const { matchId } = await matched({ capacity: 2 });
    await staff.post(`/api/matches/${matchId}/end`).send({ reason: 'finished' }).expect(200);
    const before = await t.db.query('SELECT * FROM matches');
    const again = await staff.post(`/api/matches/${matchId}/end`).send({ reason: 'no_contact', returnTutee: false });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: { message: 'This match has already ended.' } });
    const unknown = await staff.post('/api/matches/424242/end').send({ reason: 'finished' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: { message: 'This match does not exist.' } });
    expect((await t.db.query('SELECT * FROM matches')).rows).toEqual(before.rows);
    expect((await t.db.query('SELECT current_matches FROM tutors')).rows).toEqual([{ current_matches: 0 }]);
    expect((await t.db.query("SELECT count(*)::int AS n FROM audit_log WHERE action = 'match.end'")).rows).toEqual([
      { n: 1 },
    ]);
  });

  it('answers 400 with field errors for a bad body or date, and 401 without a session', async () => {
    const { matchId } = await matched();
    await t.db.query("UPDATE matches SET created_at = '2026-01-10T15:00:00Z' WHERE id = $1", [matchId]);
    const tomorrowButOne = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'reason'],
      [{ reason: 'bored' }, 'reason'],
      [{ reason: 'other' }, 'note'],
      [{ reason: 'other', note: '   ' }, 'note'],
      [{ reason: 'finished', note: 'x'.repeat(501) }, 'note'],
      [{ reason: 'finished', endedOn: '2026-02-30' }, 'endedOn'],
      [{ reason: 'finished', endedOn: '06/05/2026' }, 'endedOn'],
      [{ reason: 'finished', returnTutee: 'yes' }, 'returnTutee'],
      [{ reason: 'finished', endedOn: tomorrowButOne }, 'endedOn'],
      [{ reason: 'finished', endedOn: '2026-01-09' }, 'endedOn'],
    ];
    for (const [body, field] of cases) {
      const res = await staff.post(`/api/matches/${matchId}/end`).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.fieldErrors), JSON.stringify(body)).toEqual([field]);
    }
    expect((await staff.post('/api/matches/abc/end').send({ reason: 'finished' })).status).toBe(400);
    expect((await t.agent().post(`/api/matches/${matchId}/end`).send({ reason: 'finished' })).status).toBe(401);
    expect((await t.db.query('SELECT ended_at FROM matches')).rows).toEqual([{ ended_at: null }]);
  });

  // A database from before match endings: its matches keep their rows and gain the columns, and the table is made.
  it('upgrades a database without the end columns or do_not_pair when it is adopted', async () => {
    const { matchId } = await matched();
    await t.db.query('DROP TABLE do_not_pair');
    await t.db.query('ALTER TABLE matches DROP COLUMN end_reason, DROP COLUMN end_note, DROP COLUMN ended_by');
    await startFromBeforeMigrations(t.db);
    await staff.post(`/api/matches/${matchId}/end`).send({ reason: 'safety_concern' }).expect(200);
    expect((await t.db.query('SELECT count(*)::int AS n FROM do_not_pair')).rows).toEqual([{ n: 1 }]);
    expect((await staff.post(`/api/matches/${matchId}/end`).send({ reason: 'finished' })).status).toBe(409);
    await expect(t.db.query("UPDATE matches SET end_reason = 'bored'")).rejects.toThrow();
  });

  it('keeps every count consistent under 50 racing end and match requests', async () => {
    // Five tutors with two places each, all taken; ten pending tutees waiting for them.
    const tutors: number[] = [];
    for (let i = 0; i < 5; i += 1) tutors.push(await insertTutor(t.db, { ...tutorFixture, capacity: 2 }));
    const current: number[] = [];
    for (const tutorId of [...tutors, ...tutors]) {
      const tuteeId = await insertTutee(t.db, tuteeFixture);
      current.push(
        (await staff.post('/api/matches').send({ tutor_id: tutorId, tutee_id: tuteeId }).expect(201)).body
          .match_id as number,
      );
    }
    const waiting: number[] = [];
    for (let i = 0; i < 10; i += 1) waiting.push(await insertTutee(t.db, tuteeFixture));

    const server = t.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const responses = await (async () => {
      try {
        await t.staffAgent('racer');
        const racer = request.agent(server);
        await racer.post('/api/user/login').send({ username: 'racer', password: STAFF_PASSWORD }).expect(200);
        // Every current match ended twice (20), each waiting tutee offered to two tutors (20), ten more ends of the
        // first five matches (a third try each, and returning the tutee or not).
        const ends = [...current, ...current, ...current.slice(0, 5), ...current.slice(0, 5)].map((matchId, i) =>
          racer.post(`/api/matches/${matchId}/end`).send({ reason: 'finished', returnTutee: i % 3 !== 0 }),
        );
        const creates = waiting.flatMap((tuteeId, i) =>
          [tutors[i % 5], tutors[(i + 1) % 5]].map((tutorId) =>
            racer.post('/api/matches').send({ tutor_id: tutorId, tutee_id: tuteeId }),
          ),
        );
        return { ends: await Promise.all(ends), creates: await Promise.all(creates) };
      } finally {
        server.close();
      }
    })();
    expect(responses.ends.length + responses.creates.length).toBe(50);
    // Ten ends answer 200 and twenty 409, whatever order they ran in; any other answer is shown with its body.
    const endAnswers = responses.ends.map((r) => ([200, 409].includes(r.status) ? r.status : [r.status, r.body]));
    const answered = (status: number) => endAnswers.filter((s) => s === status).length;
    expect(answered(200), JSON.stringify(endAnswers)).toBe(10);
    expect(answered(409), JSON.stringify(endAnswers)).toBe(20);
    for (const res of responses.creates) expect([201, 409], JSON.stringify(res.body)).toContain(res.status);
    const created = responses.creates.filter((r) => r.status === 201).length;
    expect(created).toBeGreaterThan(0);
    expect(created).toBeLessThanOrEqual(10);

    expect(await inconsistencies(t)).toEqual([]);
    const { rows } = await t.db.query<{ current: number; ended: number }>(
      'SELECT count(*) FILTER (WHERE ended_at IS NULL)::int AS current, count(*) FILTER (WHERE ended_at IS NOT NULL)::int AS ended FROM matches',
    );
    expect(rows[0]).toEqual({ current: created, ended: 10 });
  });
});
