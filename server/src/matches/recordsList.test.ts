import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import { matchCsvHeader, matchCsvLines, type MatchListItem, type MatchRecord } from '@tutoring/common';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { insertTutee, insertTutor } from './testFixtures.js';

const SUBJECTS3: [string, string, string] = ['K5_Math', 'K5_Reading', 'K5_Science'];

describe('GET /api/matches with limit, offset, year, status and q; GET /api/matches/:match_id; GET /api/matches/export.csv', () => {
  let t: TestApp;
  let staff: TestAgent;
  // Newest first: [2026 current "=HYPERLINK", 2025 ended, 2025 current, 2024 ended]
  const ids: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.staffAgent();
    const plan: [created: string, ended: boolean, tuteeName: string][] = [
      ['2024-03-01T10:00:00Z', true, 'Oldest'],
      ['2025-02-01T10:00:00Z', false, 'Quinn'],
      ['2025-09-01T10:00:00Z', true, 'Riley, "Jr"'],
      ['2026-01-05T10:00:00Z', false, '=HYPERLINK("x")'],
    ];
    for (const [created, ended, name] of plan) {
      const tuteeId = await insertTutee(t.db, { subjects: SUBJECTS3, grade: '3rd' });
      await t.db.query('UPDATE tutees SET first_name = $2 WHERE id = $1', [tuteeId, name]);
      const tutorId = await insertTutor(t.db, { subjects: SUBJECTS3, grades: ['3rd'] });
      const matchId = (await staff.post('/api/matches').send({ tutee_id: tuteeId, tutor_id: tutorId }).expect(201)).body
        .match_id as number;
      await t.db.query('UPDATE matches SET created_at = $2 WHERE id = $1', [matchId, created]);
      if (ended)
        await staff
          .post(`/api/matches/${matchId}/end`)
          .send({ reason: 'no_contact', endedOn: created.slice(0, 10) })
          .expect(200);
      ids.unshift(matchId);
    }
  });
  // The body as text: supertest would otherwise not read an attachment.
  const downloadCsv = (query: Record<string, string | number> = {}) =>
    staff
      .get('/api/matches/export.csv')
      .query(query)
      .buffer(true)
      .parse((r, done) => {
        let text = '';
        r.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        r.on('end', () => done(null, text));
      });
  afterAll(async () => {
    await t?.close();
  });

  const page = async (query: Record<string, string | number>) => {
    const res = await staff.get('/api/matches').query(query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { items: res.body as MatchListItem[], total: Number(res.headers['x-total-count']) };
  };

  it('pages narrow rows newest first with X-Total-Count', async () => {
    const first = await page({ limit: 2 });
    expect(first.total).toBe(4);
    expect(first.items.map((r) => r.match_id)).toEqual(ids.slice(0, 2));
    expect(Object.keys(first.items[0] ?? {}).sort()).toEqual(
      [
        'active_tutee',
        'contact_status',
        'end_reason',
        'ended_at',
        'match_id',
        'match_timestamp',
        'tutee_firstname',
        'tutee_id',
        'tutee_lastname',
        'tutee_matched',
        'tutor_first_name',
        'tutor_id',
        'tutor_last_name',
      ].sort(),
    );
    expect(first.items[1]).toMatchObject({
      tutee_firstname: 'Riley, "Jr"',
      end_reason: 'no_contact',
      ended_at: '2025-09-01T12:00:00.000Z',
      match_timestamp: '2025-09-01T10:00:00.000Z',
      active_tutee: true,
      tutee_matched: false,
    });
    const second = await page({ limit: 2, offset: 2 });
    expect(second.items.map((r) => r.match_id)).toEqual(ids.slice(2));
    expect((await page({ limit: 2, offset: 10 })).items).toEqual([]);
  });

  it('filters by year, status and name, alone and together', async () => {
    const idsOf = async (query: Record<string, string | number>) =>
      (await page({ limit: 50, ...query })).items.map((r) => r.match_id);
    expect(await idsOf({ year: 2025 })).toEqual([ids[1], ids[2]]);
    expect(await idsOf({ status: 'current' })).toEqual([ids[0], ids[2]]);
    expect(await idsOf({ status: 'ended' })).toEqual([ids[1], ids[3]]);
    expect(await idsOf({ status: 'all', year: 2025 })).toEqual([ids[1], ids[2]]);
    expect(await idsOf({ year: 2025, status: 'ended' })).toEqual([ids[1]]);
    expect(await idsOf({ q: 'QUINN' })).toEqual([ids[2]]);
    expect(await idsOf({ q: 'tutee' })).toHaveLength(4);
    expect(await idsOf({ q: '%' })).toEqual([]);
    expect((await page({ limit: 1, status: 'ended' })).total).toBe(2);
    // Without limit: the original full records, filtered the same way.
    const full = (await staff.get('/api/matches').query({ status: 'ended' }).expect(200)).body as MatchRecord[];
    expect(full.map((r) => r.match_id)).toEqual([ids[1], ids[3]]);
    expect(full[0]).toHaveProperty('tutor_email');
  });

  it('answers 400 for bad list parameters', async () => {
    for (const query of [
      { limit: 0 },
      { limit: 201 },
      { limit: 'x' },
      { offset: -1 },
      { status: 'open' },
      { q: 'x'.repeat(101) },
      { year: '99' },
    ]) {
      const res = await staff.get('/api/matches').query(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error.fieldErrors).toBeDefined();
    }
  });

  it('answers one full match record for an expanded row, 404 for an unknown id', async () => {
    const res = await staff.get(`/api/matches/${ids[1]}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      match_id: ids[1],
      end_reason: 'no_contact',
      tutee_firstname: 'Riley, "Jr"',
      tutor_email: expect.stringContaining('@'),
    });
    expect((await staff.get('/api/matches/424242')).status).toBe(404);
    expect((await t.agent().get(`/api/matches/${ids[1]}`)).status).toBe(401);
  });

  it('exports the filter as CSV: quoted where needed, formulas neutralised, audited', async () => {
    const res = await downloadCsv({ year: 2025 });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="matches-2025.csv"');
    const lines = (res.body as string).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Matched Date,Tutee First Name,Tutee Last Name,Tutee Grade,Tutee School,Student Email,Parent/Guardian Email,Tutee Phone,1st Choice,2nd Choice,3rd Choice,Tutor First Name,Tutor Last Name,Tutor Email,Tutor Phone,Tutor Grade,Tutor School,Status,Ended Date,End Reason,End Note',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^09\.01\.2025,"Riley, ""Jr""",Tutee,/);
    expect(lines[1]).toMatch(/,Ended,09\.01\.2025,No contact \/ no-show,$/);
    expect(lines[2]).toMatch(/^02\.01\.2025,Quinn,.*,Current,,,$/);

    const all = await downloadCsv();
    expect(all.body as string).toContain(`01.05.2026,"'=HYPERLINK(""x"")",Tutee,`);
    expect((all.body as string).split('\r\n')).toHaveLength(6);
    const audit = await t.db.query("SELECT details FROM audit_log WHERE action = 'matches.export' ORDER BY id");
    expect(audit.rows.map((r) => r.details)).toEqual([
      { year: 2025, status: 'all', searched: false, limit: null, offset: null, returned: 2 },
      { year: null, status: 'all', searched: false, limit: null, offset: null, returned: 4 },
    ]);
    expect((await staff.get('/api/matches/export.csv').query({ status: 'nope' })).status).toBe(400);
    expect((await t.agent().get('/api/matches/export.csv')).status).toBe(401);
  });

  it('writes the same lines as the full records the unpaged list answers', async () => {
    const csv = await downloadCsv();
    const records = (await staff.get('/api/matches').expect(200)).body as MatchRecord[];
    expect(records).toHaveLength(4);
    expect(csv.body).toBe(`\uFEFF${matchCsvHeader()}${matchCsvLines(records)}`);
  });
});

describe('GET /api/matches?limit= above the count cap', () => {
  it('says the count stopped at the cap, as the staff lists do', async () => {
    const t = await createTestApp({ STAFF_LIST_COUNT_CAP: '2' });
    try {
      const staff = await t.staffAgent();
      for (let i = 0; i < 3; i += 1) {
        const tuteeId = await insertTutee(t.db, { subjects: SUBJECTS3, grade: '3rd' });
        const tutorId = await insertTutor(t.db, { subjects: SUBJECTS3, grades: ['3rd'] });
        await staff.post('/api/matches').send({ tutee_id: tuteeId, tutor_id: tutorId }).expect(201);
      }
      const res = await staff.get('/api/matches').query({ limit: 1 }).expect(200);
      expect(res.headers['x-total-count']).toBe('2');
      expect(res.headers['x-total-count-capped']).toBe('true');
      expect(res.body).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
