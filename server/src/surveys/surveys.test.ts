import { afterEach, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import type { MatchRecord, ProgrammeOverview } from '@tutoring/common';
import { checkinToken, emailedLinkToken } from '../../test/checkins.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { insertTutee, insertTutor } from '../matches/testFixtures.js';

const SUBJECTS3: [string, string, string] = ['K5_Math', 'K5_Reading', 'K5_Science'];
// A school year that began about five months ago, so that days moved back in a test stay inside it, whatever today is.
const SCHOOL_YEAR_START_MONTH = String(((new Date().getUTCMonth() + 7) % 12) + 1);

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function start(): Promise<{ app: TestApp; staff: TestAgent }> {
  t = await createTestApp({
    PUBLIC_URL: 'https://tutoring.example/',
    CHECKIN_FAMILY_BUSINESS_DAYS: '0',
    SCHOOL_YEAR_START_MONTH,
  });
  return { app: t, staff: await t.staffAgent() };
}

async function matched(app: TestApp, staff: TestAgent, familyLanguage = 'en'): Promise<number> {
  const tuteeId = await insertTutee(app.db, { subjects: SUBJECTS3, grade: '3rd' });
  const tutorId = await insertTutor(app.db, { subjects: SUBJECTS3, grades: ['3rd'] });
  await app.db.query('UPDATE tutees SET preferred_language = $2 WHERE id = $1', [tuteeId, familyLanguage]);
  const res = await staff.post('/api/matches').send({ tutee_id: tuteeId, tutor_id: tutorId });
  expect(res.status).toBe(201);
  return (res.body as MatchRecord).match_id;
}

async function surveyMail(app: TestApp, matchId: number) {
  const { rows } = await app.db.query<{ side: string; to_address: string; subject: string; body: string }>(
    `SELECT s.side, e.to_address, e.subject, e.body FROM match_survey s JOIN email_outbox e ON e.id = s.outbox_id
     WHERE s.match_id = $1 ORDER BY s.side`,
    [matchId],
  );
  return rows;
}

describe('"How did it go?"', () => {
  it('is asked of both sides when a match ends, in their language with English below and a concern link', async () => {
    const { app, staff } = await start();
    const matchId = await matched(app, staff, 'es');
    expect(await surveyMail(app, matchId)).toEqual([]);
    await staff.post(`/api/matches/${matchId}/end`).send({ reason: 'finished' }).expect(200);
    const [family, tutor] = await surveyMail(app, matchId);
    expect(family).toMatchObject({
      side: 'tutee',
      to_address: expect.stringMatching(/^guardian\d+@family\.example$/),
      subject: 'Volunteer Tutoring: ¿cómo fue la tutoría?',
    });
    expect(family!.body).toContain('La tutoría de Tutee');
    expect(family!.body).toContain(
      "Tutee1's tutoring match has ended".replace('1', family!.body.match(/Tutee(\d+)/)![1]!),
    );
    expect(family!.body).toMatch(/https:\/\/tutoring\.example\/survey\/[A-Za-z0-9_-]{22}\?lang=es/);
    expect(family!.body).toMatch(/https:\/\/tutoring\.example\/concern\/[A-Za-z0-9_-]{22}\?lang=es/);
    expect(tutor).toMatchObject({ side: 'tutor', subject: 'Volunteer Tutoring: how did the tutoring go?' });
    expect(tutor!.body).not.toContain('in English follows');
    expect(await app.ctx.mail.sendDue()).toBeGreaterThanOrEqual(2);
  });

  it('records a rating and a comment once; the record shows them; bad answers are refused', async () => {
    const { app, staff } = await start();
    const matchId = await matched(app, staff, 'ar');
    await staff.post(`/api/matches/${matchId}/end`).send({ reason: 'finished' }).expect(200);
    const token = await emailedLinkToken(app.db, matchId, 'tutee', 'survey');

    expect((await app.agent().get(`/api/surveys/${token}`).expect(200)).body).toEqual({
      side: 'tutee',
      language: 'ar',
    });
    for (const body of [{}, { rating: 0 }, { rating: 6 }, { rating: 2.5 }, { rating: 3, comment: 'x'.repeat(1001) }]) {
      expect((await app.agent().post(`/api/surveys/${token}`).send(body)).status).toBe(400);
    }
    const answered = await app.agent().post(`/api/surveys/${token}`).send({ rating: 5, comment: ' شكرًا \u202e' });
    expect(answered.status).toBe(201);
    const again = await app.agent().post(`/api/surveys/${token}`).send({ rating: 1 });
    expect(again.status).toBe(410);
    expect(again.body.error.code).toBe('used');

    const record = (await staff.get(`/api/matches/${matchId}`).expect(200)).body as MatchRecord;
    expect(record.surveys).toEqual([{ side: 'tutee', rating: 5, comment: 'شكرًا', answered_at: expect.any(String) }]);
    const audit = await app.db.query(`SELECT details FROM audit_log WHERE action = 'survey.answer'`);
    expect(audit.rows).toEqual([{ details: { side: 'tutee', rating: 5 } }]);
  });

  it('the Overview shows what check-ins and surveys say of this school year', async () => {
    const { app, staff } = await start();
    const overview = async () => ((await staff.get('/api/overview').expect(200)).body as ProgrammeOverview).followUp;
    const [met, silent, fast, none] = [
      await matched(app, staff),
      await matched(app, staff),
      await matched(app, staff),
      await matched(app, staff),
    ];
    // Met after 4 days, met after 2 days, no contact, no answer yet.
    for (const [matchId, days] of [
      [met, 4],
      [fast, 2],
    ] as const) {
      await app.db.query('UPDATE matches SET created_at = created_at - make_interval(days => $2) WHERE id = $1', [
        matchId,
        days,
      ]);
      await app
        .agent()
        .post(`/api/checkins/${await checkinToken(app.db, matchId)}`)
        .send({ answer: 'yes' })
        .expect(200);
    }
    await app
      .agent()
      .post(`/api/checkins/${await checkinToken(app.db, silent)}`)
      .send({ answer: 'no' })
      .expect(200);
    expect(none).toBeGreaterThan(0);

    await staff.post(`/api/matches/${met}/end`).send({ reason: 'finished' }).expect(200);
    for (const [side, rating] of [
      ['tutee', 5],
      ['tutor', 4],
    ] as const) {
      const token = await emailedLinkToken(app.db, met, side, 'survey');
      await app.agent().post(`/api/surveys/${token}`).send({ rating }).expect(201);
    }

    const figures = await overview();
    expect(figures).toEqual({
      matches: 4,
      metShare: 0.5,
      noContactShare: 0.25,
      medianDaysToContact: 3,
      averageRating: 4.5,
      ratings: 2,
    });
    // Matches of an earlier school year do not count.
    await app.db.query('UPDATE matches SET created_at = created_at - make_interval(days => 400) WHERE id = $1', [fast]);
    expect((await overview()).matches).toBe(3);
  });
});
