import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import type { TuteeListRecord } from '@tutoring/common';
import { createTestApp, STAFF_PASSWORD, type TestApp } from '../../test/testApp.js';
import { insertTutee, insertTutor } from '../matches/testFixtures.js';

// The Pending Tutees list's triage fields, orders and filters (docs/adr/0006-triage-counts.md): each waiting tutee's
// best candidate group and number of candidates, kept by triggers, checked against a count made from scratch.

const MS = ['math_pre_algebra', '6th_to_8th_science', '6th_to_8th_language_arts'] as [string, string, string];

/** Every waiting tutee's candidates counted from tutors, matches and do-not-pair alone (the match page's rules). */
const RECOUNT = `
  SELECT t.id, count(r.id)::int AS candidate_count,
    min(CASE WHEN t.subject_2 = ANY (r.subjects) AND t.subject_3 = ANY (r.subjects) THEN 0
             WHEN t.subject_2 = ANY (r.subjects) THEN 1 WHEN t.subject_3 = ANY (r.subjects) THEN 2 ELSE 3 END) AS best
  FROM tutees t LEFT JOIN tutors r ON r.active AND r.current_matches < r.capacity AND r.paused_at IS NULL
    AND t.subject_1 = ANY (r.subjects) AND t.grade = ANY (r.grade_levels)
    AND NOT EXISTS (SELECT 1 FROM matches m WHERE m.tutee_id = t.id AND m.tutor_id = r.id)
    AND NOT EXISTS (SELECT 1 FROM do_not_pair d WHERE d.tutee_id = t.id AND d.tutor_id = r.id)
  WHERE t.active AND NOT t.matched GROUP BY t.id ORDER BY t.id`;

const GROUPS = ['A', 'B', 'C', 'D'] as const;

async function recount(t: TestApp): Promise<{ id: number; candidate_count: number; best_group: string | null }[]> {
  const { rows } = await t.db.query<{ id: number; candidate_count: number; best: number | null }>(RECOUNT);
  return rows.map((r) => ({
    id: r.id,
    candidate_count: r.candidate_count,
    best_group: r.best === null ? null : GROUPS[r.best]!,
  }));
}

async function listed(staff: TestAgent, query: Record<string, string | number> = {}): Promise<TuteeListRecord[]> {
  const res = await staff.get('/api/tutees/active').query(query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as TuteeListRecord[];
}

const triageOf = (rows: TuteeListRecord[]) =>
  rows.map((r) => ({ id: r.id, candidate_count: r.candidate_count, best_group: r.best_group }));

describe('Pending Tutees triage', () => {
  let t: TestApp;
  let staff: TestAgent;

  beforeEach(async () => {
    t = await createTestApp();
    staff = await t.staffAgent();
  });
  afterEach(async () => {
    await t.close();
  });

  it('answers subjects and languages by name, days waiting, best group and candidate count', async () => {
    const submittedAt = new Date(Date.now() - 23 * 86_400_000 - 3_600_000).toISOString();
    const id = await insertTutee(t.db, {
      subjects: MS,
      grade: '6th',
      languages: ['somali', 'arabic'],
      languageOther: 'Oromo',
      submittedAt,
    });
    const alone = await insertTutee(t.db, { subjects: ['ap_psyc', 'ap_stats', 'sat_prep'], grade: '11th' });
    await insertTutor(t.db, { subjects: [MS[0], MS[1]], grades: ['6th'] }); // group B
    await insertTutor(t.db, { subjects: [MS[0]], grades: ['6th'] }); // group D
    await insertTutor(t.db, { subjects: [MS[0], MS[1], MS[2]], grades: ['7th'] }); // another grade: no candidate
    const rows = await listed(staff, { limit: 50 });
    const row = rows.find((r) => r.id === id)!;
    expect(row).toMatchObject({
      subject_names: ['Pre-Algebra', '6-8th Science', '6-8th Language Arts'],
      language_names: ['Somali', 'Arabic', 'Oromo'],
      days_waiting: 23,
      best_group: 'B',
      candidate_count: 2,
    });
    expect(rows.find((r) => r.id === alone)).toMatchObject({ best_group: null, candidate_count: 0 });
    // A tutor teaching all three subjects makes it group A; a full one counts for nothing.
    const full = await insertTutor(t.db, { subjects: MS, grades: ['6th'], capacity: 1, currentMatches: 1 });
    expect((await listed(staff, { limit: 50 })).find((r) => r.id === id)).toMatchObject({ best_group: 'B' });
    await staff.put(`/api/tutors/${full}/capacity`).send({ capacity: 2 }).expect(200);
    expect((await listed(staff, { limit: 50 })).find((r) => r.id === id)).toMatchObject({
      best_group: 'A',
      candidate_count: 3,
    });
    // Deactivated and matched tutees carry no triage: null count and group.
    await staff.put('/api/tutees/changeStatus').send({ id: alone }).expect(200);
    const deactivated = (await staff.get('/api/tutees/deactive').expect(200)).body as TuteeListRecord[];
    expect(deactivated[0]).toMatchObject({ id: alone, best_group: null, candidate_count: null, days_waiting: 0 });
    expect(triageOf(await listed(staff))).toEqual(await recount(t));
  });

  it('leaves out former and do-not-pair tutors, and takes them back when the bar goes', async () => {
    const id = await insertTutee(t.db, { subjects: MS, grade: '6th' });
    const best = await insertTutor(t.db, { subjects: MS, grades: ['6th'], capacity: 2 });
    await insertTutor(t.db, { subjects: [MS[0], MS[2]], grades: ['6th'] }); // group C
    expect((await listed(staff))[0]).toMatchObject({ best_group: 'A', candidate_count: 2 });
    await staff
      .post(`/api/tutees/${id}/do-not-pair`)
      .send({ tutorId: best, reason: 'Asked by the family' })
      .expect(201);
    expect((await listed(staff))[0]).toMatchObject({ best_group: 'C', candidate_count: 1 });
    await staff.delete(`/api/tutees/${id}/do-not-pair/${best}`).expect(200);
    expect((await listed(staff))[0]).toMatchObject({ best_group: 'A', candidate_count: 2 });
    // Matched, the tutee leaves the list; back on it after the match ends, its former tutor is no candidate.
    const match = await staff.post('/api/matches').send({ tutee_id: id, tutor_id: best }).expect(201);
    expect(await listed(staff)).toEqual([]);
    await staff
      .post(`/api/matches/${match.body.match_id}/end`)
      .send({ reason: 'tutor_unavailable', returnTutee: true })
      .expect(200);
    expect((await listed(staff))[0]).toMatchObject({ id, best_group: 'C', candidate_count: 1 });
    expect(triageOf(await listed(staff))).toEqual(await recount(t));
  });

  it('moves the best group to the next tutor when the only group A tutor fills its last place, and back', async () => {
    const id = await insertTutee(t.db, { subjects: MS, grade: '6th' });
    const best = await insertTutor(t.db, { subjects: MS, grades: ['6th'] });
    await insertTutor(t.db, { subjects: [MS[0], MS[2]], grades: ['6th'] }); // group C
    expect((await listed(staff))[0]).toMatchObject({ id, best_group: 'A', candidate_count: 2 });
    await staff.put(`/api/tutors/${best}/capacity`).send({ capacity: 0 }).expect(200);
    expect((await listed(staff))[0]).toMatchObject({ id, best_group: 'C', candidate_count: 1 });
    await staff.put(`/api/tutors/${best}/capacity`).send({ capacity: 1 }).expect(200);
    expect((await listed(staff))[0]).toMatchObject({ id, best_group: 'A', candidate_count: 2 });
    const { rows: stale } = await t.db.query(
      `SELECT p.* FROM triage_profiles p, triage_profile_best(p.subject_1, p.grade, p.second_bit, p.third_bit) b
       WHERE (p.best_rank, p.best_count) IS DISTINCT FROM (b.best_rank, b.best_count)`,
    );
    expect(stale).toEqual([]);
  });

  it('sorts by days waiting or best group, filters no candidate and only group D, with their counts', async () => {
    const day = (n: number) => new Date(Date.UTC(2025, 0, n)).toISOString();
    await insertTutor(t.db, { subjects: MS, grades: ['6th'] });
    await insertTutor(t.db, { subjects: ['K5_Math'], grades: ['3rd'] });
    const a1 = await insertTutee(t.db, { subjects: MS, grade: '6th', submittedAt: day(3) });
    const none1 = await insertTutee(t.db, {
      subjects: ['ap_psyc', 'ap_stats', 'sat_prep'],
      grade: '11th',
      submittedAt: day(1),
    });
    const d1 = await insertTutee(t.db, {
      subjects: ['K5_Math', 'K5_Reading', 'K5_Science'],
      grade: '3rd',
      submittedAt: day(2),
    });
    const a2 = await insertTutee(t.db, { subjects: MS, grade: '6th', submittedAt: day(5) });
    const d2 = await insertTutee(t.db, {
      subjects: ['K5_Math', 'K5_Science', 'K5_Reading'],
      grade: '3rd',
      submittedAt: day(4),
    });
    const ids = (rows: TuteeListRecord[]) => rows.map((r) => r.id);
    expect(ids(await listed(staff, { limit: 10 }))).toEqual([none1, d1, a1, d2, a2]);
    expect(ids(await listed(staff, { limit: 10, sort: 'longest_waiting' }))).toEqual([none1, d1, a1, d2, a2]);
    expect(ids(await listed(staff, { limit: 10, sort: 'shortest_waiting' }))).toEqual([a2, d2, a1, d1, none1]);
    expect(ids(await listed(staff, { sort: 'shortest_waiting' }))).toEqual([a2, d2, a1, d1, none1]);
    expect(ids(await listed(staff, { limit: 10, sort: 'best_group' }))).toEqual([a1, a2, d1, d2, none1]);
    expect(ids(await listed(staff, { limit: 2, offset: 2, sort: 'best_group' }))).toEqual([d1, d2]);
    const onlyD = await staff.get('/api/tutees/active').query({ limit: 1, candidates: 'only_d' }).expect(200);
    expect(ids(onlyD.body)).toEqual([d1]);
    expect(onlyD.headers['x-total-count']).toBe('2');
    const none = await staff.get('/api/tutees/active').query({ limit: 10, candidates: 'none' }).expect(200);
    expect(ids(none.body)).toEqual([none1]);
    expect(none.headers['x-total-count']).toBe('1');
    expect(ids(await listed(staff, { candidates: 'only_d', sort: 'shortest_waiting' }))).toEqual([d2, d1]);
    // The overview's supply-gap link: one first subject and grade.
    const gap = await staff
      .get('/api/tutees/active')
      .query({ limit: 10, subject: 'K5_Math', grade: '3rd' })
      .expect(200);
    expect(ids(gap.body)).toEqual([d1, d2]);
    expect(gap.headers['x-total-count']).toBe('2');
    expect(ids(await listed(staff, { subject: 'K5_Math', grade: '3rd', candidates: 'none' }))).toEqual([]);
    // Every list takes them: the whole list of tutees, filtered.
    const all = await staff.get('/api/tutees').query({ limit: 10, candidates: 'none' }).expect(200);
    expect(ids(all.body)).toEqual([none1]);
    // Sorting by group needs a page; unknown values are refused.
    await staff.get('/api/tutees/active').query({ sort: 'best_group' }).expect(400);
    for (const bad of [{ sort: 'name' }, { candidates: 'some' }, { subject: 'Math' }, { grade: '13th' }]) {
      await staff.get('/api/tutees/active').query(bad).expect(400);
    }
    // The tutors' lists take none of these.
    await staff.get('/api/tutors/active').query({ sort: 'best_group', limit: 5 }).expect(200);
  });

  it('search finds subjects and languages by English name, and still names', async () => {
    const math = await insertTutee(t.db, { subjects: ['K5_Reading', 'K5_Math', 'K5_Science'], grade: '2nd' });
    const somali = await insertTutee(t.db, {
      subjects: ['hist_us', 'hist_world', 'sat_prep'],
      grade: '10th',
      languages: ['somali'],
    });
    const oromo = await insertTutee(t.db, {
      subjects: ['hist_us', 'hist_world', 'act_prep'],
      grade: '10th',
      languageOther: 'Oromo',
    });
    const ids = async (q: string) => (await listed(staff, { limit: 10, q })).map((r) => r.id);
    expect(await ids('k-5 math')).toEqual([math]);
    expect(await ids('SOMALI')).toEqual([somali]);
    expect(await ids('oromo')).toEqual([oromo]);
    expect(await ids('History')).toEqual([somali, oromo]);
    expect(await ids('act prep')).toEqual([oromo]);
    const tutee = (await listed(staff, { limit: 10 }))[0]!;
    expect(await ids(tutee.tutee_firstname)).toEqual([tutee.id]);
    expect(await ids('no such subject')).toEqual([]);
    const unpaged = await staff.get('/api/tutees/active').query({ q: 'history' }).expect(200);
    expect(unpaged.headers['x-total-count']).toBe('2');
  });

  it('stays exact under many concurrent changes of capacity, status, matches and do-not-pair', async () => {
    const subjects = ['K5_Math', 'K5_Reading', 'K5_Science', 'K5_English_Writing'];
    const grades = ['3rd', '4th'];
    const tutors: number[] = [];
    for (let i = 0; i < 16; i += 1) {
      const taught = subjects.filter((_, k) => (i >> k) % 2 === 1 || k === 0);
      tutors.push(
        await insertTutor(t.db, {
          subjects: taught,
          grades: i % 3 === 0 ? grades : [grades[i % 2]!],
          capacity: 1 + (i % 3),
        }),
      );
    }
    const tutees: number[] = [];
    for (let i = 0; i < 24; i += 1) {
      const [a, b, c] = [i % 4, (i + 1) % 4, (i + 2 + (i % 2)) % 4];
      tutees.push(
        await insertTutee(t.db, { subjects: [subjects[a]!, subjects[b]!, subjects[c]!], grade: grades[i % 2]! }),
      );
    }
    expect(triageOf(await listed(staff))).toEqual(await recount(t));
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const pick = <T>(items: readonly T[]) => items[random(items.length)]!;
    // One listening server for every request (supertest would otherwise start a server per request).
    const server = t.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    await t.staffAgent('racer');
    const racer = request.agent(server);
    await racer.post('/api/user/login').send({ username: 'racer', password: STAFF_PASSWORD }).expect(200);
    const change = async (): Promise<number> => {
      const kind = random(7);
      const tutor = pick(tutors);
      const tutee = pick(tutees);
      if (kind === 0) return (await racer.put(`/api/tutors/${tutor}/capacity`).send({ capacity: random(4) })).status;
      if (kind === 1) return (await racer.put('/api/tutors/changeStatus').send({ id: tutor })).status;
      if (kind === 2) return (await racer.put('/api/tutees/changeStatus').send({ id: tutee })).status;
      if (kind === 3) return (await racer.post('/api/matches').send({ tutee_id: tutee, tutor_id: tutor })).status;
      if (kind === 4) {
        const { rows } = await t.db.query<{ id: number }>(
          'SELECT id FROM matches WHERE ended_at IS NULL ORDER BY random() LIMIT 1',
        );
        if (!rows[0]) return 200;
        return (await racer.post(`/api/matches/${rows[0].id}/end`).send({ reason: 'finished', returnTutee: true }))
          .status;
      }
      if (kind === 5) {
        return (await racer.post(`/api/tutees/${tutee}/do-not-pair`).send({ tutorId: tutor, reason: 'Test' })).status;
      }
      return (await racer.delete(`/api/tutees/${tutee}/do-not-pair/${tutor}`)).status;
    };
    try {
      for (let round = 0; round < 6; round += 1) {
        const statuses = await Promise.all(Array.from({ length: 25 }, change));
        // Refusals (a full tutor, a tutee already matched, a pair already barred) are fine; failures are not.
        expect(statuses.filter((s) => s >= 500)).toEqual([]);
        expect(statuses.filter((s) => s < 300).length).toBeGreaterThan(5);
        const expected = await recount(t);
        expect(triageOf(await listed(staff))).toEqual(expected);
        expect(expected.length).toBeGreaterThan(0);
        // A page's total comes from the waiting counts the triggers keep: it equals the recount too.
        const page = await staff.get('/api/tutees/active').query({ limit: 5 }).expect(200);
        expect(page.headers['x-total-count']).toBe(String(expected.length));
        const { rows: third } = await t.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM tutees WHERE active AND NOT matched AND subject_1 = 'K5_Math' AND grade = '3rd'`,
        );
        const filtered = await staff.get('/api/tutees/active').query({ limit: 5, subject: 'K5_Math', grade: '3rd' });
        expect(filtered.headers['x-total-count']).toBe(String(third[0]!.n));
      }
    } finally {
      server.close();
    }
    // The profiles' stored best groups and counts equal a recount too.
    const { rows: stale } = await t.db.query(
      `SELECT p.* FROM triage_profiles p, triage_profile_best(p.subject_1, p.grade, p.second_bit, p.third_bit) b
       WHERE (p.best_rank, p.best_count) IS DISTINCT FROM (b.best_rank, b.best_count)`,
    );
    expect(stale).toEqual([]);
  });
});
