import { afterEach, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import type { AttentionItem, MatchRecord } from '@tutoring/common';
import { emailedLinkToken } from '../../test/checkins.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { insertTutee, insertTutor } from '../matches/testFixtures.js';

const SUBJECTS3: [string, string, string] = ['K5_Math', 'K5_Reading', 'K5_Science'];
const REPORT = 'The tutor said something unkind in the second session.';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function start(): Promise<{ app: TestApp; staff: TestAgent }> {
  t = await createTestApp({ PUBLIC_URL: 'https://tutoring.example/', CHECKIN_FAMILY_BUSINESS_DAYS: '0' });
  return { app: t, staff: await t.staffAgent('coordinator1', 'coordinator') };
}

/** A match of a Spanish-speaking family and an English-speaking tutor, its emails sent from the app. */
async function matched(app: TestApp, staff: TestAgent): Promise<{ matchId: number; tuteeId: number; tutorId: number }> {
  const tuteeId = await insertTutee(app.db, { subjects: SUBJECTS3, grade: '3rd' });
  const tutorId = await insertTutor(app.db, { subjects: SUBJECTS3, grades: ['3rd'] });
  await app.db.query(`UPDATE tutees SET preferred_language = 'es' WHERE id = $1`, [tuteeId]);
  const res = await staff.post('/api/matches').send({ tutee_id: tuteeId, tutor_id: tutorId, sendEmails: true });
  expect(res.status).toBe(201);
  return { matchId: (res.body as MatchRecord).match_id, tuteeId, tutorId };
}

async function outboxOf(app: TestApp, kind: string) {
  const { rows } = await app.db.query<{ to_address: string; subject: string; body: string }>(
    'SELECT to_address, subject, body FROM email_outbox WHERE kind = $1 ORDER BY id',
    [kind],
  );
  return rows;
}

describe('Report a concern', () => {
  it('ends every email about a match: the match emails and the check-ins, in both languages', async () => {
    const { app, staff } = await start();
    const { matchId } = await matched(app, staff);
    const { rows } = await app.db.query<{ kind: string; body: string }>(
      'SELECT kind, body FROM email_outbox ORDER BY id',
    );
    expect(rows.map((row) => row.kind).sort()).toEqual([
      'match_checkin',
      'match_checkin',
      'match_family',
      'match_tutor',
    ]);
    for (const { body } of rows) {
      expect(body).toMatch(
        /To report a concern about this match, use this link: https:\/\/tutoring\.example\/concern\//,
      );
    }
    const family = rows.find((row) => row.kind === 'match_family')!.body;
    expect(family).toContain('Para informar de una preocupación sobre esta pareja de tutoría, use este enlace:');
    // Each side's link is its own.
    const tutee = await emailedLinkToken(app.db, matchId, 'tutee', 'concern');
    const tutor = await emailedLinkToken(app.db, matchId, 'tutor', 'concern');
    expect(tutee).not.toBe(tutor);
  });

  it('a report is kept, notifies the admins without its text, is audited, and uses the link up', async () => {
    const { app, staff } = await start();
    await app.staffAgent('lead@programme.example', 'admin');
    await app.staffAgent('rootadmin', 'admin');
    const { matchId } = await matched(app, staff);
    const token = await emailedLinkToken(app.db, matchId, 'tutee', 'concern');

    const page = await app.agent().get(`/api/concerns/${token}`).expect(200);
    expect(page.body).toEqual({ language: 'es' });
    const bad = await app.agent().post(`/api/concerns/${token}`).send({ message: '   ', contact: 'fax' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fieldErrors).sort()).toEqual(['contact', 'message']);

    const sent = await app
      .agent()
      .post(`/api/concerns/${token}`)
      .send({ message: ` ${REPORT}\u202e `, contact: 'phone' });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ received: true });
    const { rows } = await app.db.query('SELECT match_id, side, message, contact FROM match_concern');
    expect(rows).toEqual([{ match_id: matchId, side: 'tutee', message: REPORT, contact: 'phone' }]);

    // One notice, to the admin whose username is an address; it names the match and nothing of the report.
    const notices = await outboxOf(app, 'concern_admin');
    expect(notices.map((n) => n.to_address)).toEqual(['lead@programme.example']);
    expect(notices[0]!.subject).toBe(`Volunteer Tutoring: a concern was reported about match ${matchId}`);
    expect(notices[0]!.body).toContain('https://tutoring.example/attention');
    expect(JSON.stringify(notices)).not.toContain('unkind');
    const audit = await app.db.query(
      `SELECT staff_user_id, entity_id, details FROM audit_log WHERE action = 'concern.report'`,
    );
    expect(audit.rows).toEqual([{ staff_user_id: null, entity_id: matchId, details: expect.any(Object) }]);
    expect(JSON.stringify(audit.rows)).not.toContain('unkind');

    const again = await app.agent().post(`/api/concerns/${token}`).send({ message: REPORT });
    expect(again.status).toBe(410);
    expect(again.body.error.code).toBe('used');
    const unknown = await app
      .agent()
      .post(`/api/concerns/${'x'.repeat(22)}`)
      .send({ message: REPORT });
    expect(unknown.body.error.code).toBe('expired');
    // A check-in token is not a concern token.
    const checkin = await app.db.query<{ body: string }>(`SELECT body FROM email_outbox WHERE kind = 'match_checkin'`);
    const checkinToken = /\/checkin\/([A-Za-z0-9_-]{22})/.exec(checkin.rows[0]!.body)![1];
    expect((await app.agent().get(`/api/concerns/${checkinToken}`)).status).toBe(410);
  });

  it('with no admin address, the notice goes to the support address', async () => {
    const { app, staff } = await start();
    const { matchId } = await matched(app, staff);
    const token = await emailedLinkToken(app.db, matchId, 'tutor', 'concern');
    await app.agent().post(`/api/concerns/${token}`).send({ message: REPORT }).expect(201);
    expect((await outboxOf(app, 'concern_admin')).map((n) => n.to_address)).toEqual([app.ctx.config.SUPPORT_EMAIL]);
  });

  it('is an urgent item first in Needs attention, also after the match ended, until closed', async () => {
    const { app, staff } = await start();
    const first = await matched(app, staff);
    const second = await matched(app, staff);
    await app.db.query(`UPDATE email_outbox SET failed_at = now() WHERE kind = 'match_tutor'`);
    await staff.post(`/api/matches/${second.matchId}/end`).send({ reason: 'finished' }).expect(200);
    const token = await emailedLinkToken(app.db, second.matchId, 'tutor', 'survey');
    expect(token).toBeTruthy();
    const concernToken = await emailedLinkToken(app.db, second.matchId, 'tutor', 'concern');
    await app.agent().post(`/api/concerns/${concernToken}`).send({ message: REPORT, contact: 'email' }).expect(201);

    const items = (await staff.get('/api/attention').expect(200)).body as AttentionItem[];
    expect(items.map((item) => [item.kind, item.match_id, item.urgent])).toEqual([
      ['concern', second.matchId, true],
      ['email_failed', first.matchId, false],
    ]);
    expect(items[0]!.concern).toEqual({ id: expect.any(Number), side: 'tutor', message: REPORT, contact: 'email' });

    const id = items[0]!.concern!.id;
    const refused = await staff.post(`/api/concerns/${id}/close`).send({ outcome: 'maybe', note: '' });
    expect(refused.status).toBe(400);
    const closed = await staff
      .post(`/api/concerns/${id}/close`)
      .send({ outcome: 'resolved', note: 'Called the tutor.' });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ id, match_id: second.matchId, outcome: 'resolved', match_ended: false });
    expect((await staff.post(`/api/concerns/${id}/close`).send({ outcome: 'resolved', note: 'x' })).status).toBe(409);
    expect((await staff.post('/api/concerns/999999/close').send({ outcome: 'resolved', note: 'x' })).status).toBe(404);
    const after = (await staff.get('/api/attention').expect(200)).body as AttentionItem[];
    expect(after.map((item) => item.kind)).toEqual(['email_failed']);
    const audit = await app.db.query(`SELECT details FROM audit_log WHERE action = 'concern.close'`);
    expect(audit.rows).toEqual([{ details: { concernId: id, outcome: 'resolved' } }]);
  });

  it('closed for safety or conduct ends a current match and bars the pair; an ended one is only barred', async () => {
    const { app, staff } = await start();
    const current = await matched(app, staff);
    const ended = await matched(app, staff);
    await staff.post(`/api/matches/${ended.matchId}/end`).send({ reason: 'finished' }).expect(200);
    for (const pair of [current, ended]) {
      const token = await emailedLinkToken(app.db, pair.matchId, 'tutee', 'concern');
      await app.agent().post(`/api/concerns/${token}`).send({ message: REPORT }).expect(201);
    }
    const items = (await staff.get('/api/attention').expect(200)).body as AttentionItem[];
    const idOf = (matchId: number) => items.find((item) => item.match_id === matchId)!.concern!.id;
    const safety = { outcome: 'safety_or_conduct', note: 'Ended and barred.' };

    const first = await staff
      .post(`/api/concerns/${idOf(current.matchId)}/close`)
      .send(safety)
      .expect(200);
    expect(first.body.match_ended).toBe(true);
    const record = (await staff.get(`/api/matches/${current.matchId}`).expect(200)).body as MatchRecord;
    expect(record).toMatchObject({ end_reason: 'safety_concern', ended_at: expect.any(String) });
    const second = await staff
      .post(`/api/concerns/${idOf(ended.matchId)}/close`)
      .send(safety)
      .expect(200);
    expect(second.body.match_ended).toBe(false);

    const { rows } = await app.db.query<{ tutee_id: number; tutor_id: number }>(
      'SELECT tutee_id, tutor_id FROM do_not_pair ORDER BY tutee_id',
    );
    expect(rows).toEqual([
      { tutee_id: current.tuteeId, tutor_id: current.tutorId },
      { tutee_id: ended.tuteeId, tutor_id: ended.tutorId },
    ]);
    // Ending for a safety concern asks no one "How did it go?".
    const surveys = await app.db.query('SELECT 1 FROM match_survey WHERE match_id = $1', [current.matchId]);
    expect(surveys.rows).toEqual([]);
  });

  it('erasure takes the concerns and their links along', async () => {
    const { app, staff } = await start();
    const admin = await app.staffAgent('admin1', 'admin');
    const { matchId, tuteeId } = await matched(app, staff);
    const token = await emailedLinkToken(app.db, matchId, 'tutee', 'concern');
    await app.agent().post(`/api/concerns/${token}`).send({ message: REPORT }).expect(201);
    await staff.post(`/api/matches/${matchId}/end`).send({ reason: 'finished' }).expect(200);
    const { rows: names } = await app.db.query<{ first_name: string }>('SELECT first_name FROM tutees WHERE id = $1', [
      tuteeId,
    ]);
    await admin
      .post(`/api/tutees/${tuteeId}/erase`)
      .send({ confirmName: `${names[0]!.first_name} Tutee` })
      .expect(200);
    const left = await app.db.query(
      `SELECT (SELECT count(*) FROM match_concern)::int AS concerns, (SELECT count(*) FROM match_survey)::int AS surveys,
         (SELECT count(*) FROM link_token)::int AS links`,
    );
    expect(left.rows).toEqual([{ concerns: 0, surveys: 0, links: 0 }]);
  });
});
