import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import type { MatchListItem, MatchRecord } from '@tutoring/common';
import { moveTime, moveToAnswerDeadline } from '../../test/checkins.js';
import { createTestApp, testConfig, type TestApp } from '../../test/testApp.js';
import { consumeLinkToken } from '../links/tokens.js';
import { insertTutee, insertTutor } from '../matches/testFixtures.js';
import { retentionPolicy } from '../retention/policy.js';
import { runRetention } from '../retention/service.js';

const SUBJECTS3: [string, string, string] = ['K5_Math', 'K5_Reading', 'K5_Science'];
const DAY_MS = 86_400_000;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function start(env: Record<string, string> = {}): Promise<{ app: TestApp; staff: TestAgent }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutoring-checkins-'));
  t = await createTestApp({ DATA_DIR: dataDir, PUBLIC_URL: 'https://tutoring.example/', ...env });
  return { app: t, staff: await t.staffAgent() };
}

/** A new match between a Spanish-speaking family (a guardian applied) and an English-speaking tutor. */
async function matched(app: TestApp, staff: TestAgent): Promise<{ matchId: number; tuteeId: number; tutorId: number }> {
  const tuteeId = await insertTutee(app.db, { subjects: SUBJECTS3, grade: '3rd' });
  const tutorId = await insertTutor(app.db, { subjects: SUBJECTS3, grades: ['3rd'] });
  await app.db.query(`UPDATE tutees SET preferred_language = 'es' WHERE id = $1`, [tuteeId]);
  const res = await staff.post('/api/matches').send({ tutee_id: tuteeId, tutor_id: tutorId }).expect(201);
  const match = res.body as MatchRecord;
  expect(match.contact_status).toBe('awaiting');
  return { matchId: match.match_id, tuteeId, tutorId };
}

interface CheckinMail {
  side: 'tutee' | 'tutor';
  to_address: string;
  subject: string;
  body: string;
  sent: boolean;
  due_at: Date;
  created_at: Date;
}

async function checkins(app: TestApp, matchId: number): Promise<CheckinMail[]> {
  const { rows } = await app.db.query<CheckinMail>(
    `SELECT c.side, e.to_address, e.subject, e.body, e.sent_at IS NOT NULL AS sent, e.next_attempt_at AS due_at, m.created_at
     FROM match_checkin c JOIN matches m ON m.id = c.match_id JOIN email_outbox e ON e.id = c.outbox_id
     WHERE c.match_id = $1 ORDER BY c.side`,
    [matchId],
  );
  return rows;
}

/** The token of a check-in email's Yes link. */
function tokenOf(mail: CheckinMail): string {
  const found = /https:\/\/tutoring\.example\/checkin\/([A-Za-z0-9_-]{22})\?answer=yes&lang=(\w+)/.exec(mail.body);
  expect(found, mail.body).not.toBeNull();
  return found![1]!;
}

async function statusOf(staff: TestAgent, matchId: number): Promise<string> {
  const record = (await staff.get(`/api/matches/${matchId}`).expect(200)).body as MatchRecord;
  const page = (await staff.get('/api/matches').query({ limit: 50 }).expect(200)).body as MatchListItem[];
  expect(page.find((item) => item.match_id === matchId)?.contact_status).toBe(record.contact_status);
  return record.contact_status;
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const weekday = (time: number) => ![0, 6].includes(new Date(time).getUTCDay());

describe('check-ins: "Did you meet?"', () => {
  it('are due business days after the match, skipping weekends and HOLIDAYS', async () => {
    // Every weekday of the coming week is a holiday; the weekend in it is not listed, and must be skipped anyway.
    const today = Date.now();
    const holidays = [1, 2, 3, 4, 5, 6, 7].map((d) => today + d * DAY_MS).filter(weekday);
    const { app, staff } = await start({
      CHECKIN_FAMILY_BUSINESS_DAYS: '1',
      CHECKIN_TUTOR_BUSINESS_DAYS: '2',
      HOLIDAYS: holidays.map(isoDay).join(', '),
    });
    const { matchId } = await matched(app, staff);
    const [family, tutor] = await checkins(app, matchId);
    const businessDays = [8, 9, 10, 11, 12, 13].map((d) => today + d * DAY_MS).filter(weekday);
    expect(isoDay(family!.due_at.getTime())).toBe(isoDay(businessDays[0]!));
    expect(isoDay(tutor!.due_at.getTime())).toBe(isoDay(businessDays[1]!));
    // The time of day is the match's.
    expect(family!.due_at.getTime() % DAY_MS).toBe(family!.created_at.getTime() % DAY_MS);
  });

  it('are sent when due, in the recipient language with English below, and 0 days sends at once', async () => {
    const { app, staff } = await start();
    const { matchId } = await matched(app, staff);
    const [family, tutor] = await checkins(app, matchId);
    expect(family).toMatchObject({ side: 'tutee', to_address: expect.stringMatching(/^guardian\d+@family\.example$/) });
    expect(family!.subject).toBe('Volunteer Tutoring: ¿su tutor se ha comunicado con usted?');
    expect(family!.body).toContain('¿Su tutor se ha comunicado con usted?');
    expect(family!.body).toContain('A continuación, el mismo mensaje en inglés.');
    expect(family!.body).toContain('Has your tutor contacted you?');
    expect(tokenOf(family!)).not.toBe(tokenOf(tutor!));
    expect(tutor).toMatchObject({ side: 'tutor', subject: 'Volunteer Tutoring: has your student replied?' });
    expect(tutor!.body).not.toContain('English follows');

    expect(await app.ctx.mail.sendDue()).toBe(0);
    await moveTime(app, matchId, 7); // 5 business days at least, 7 not yet
    expect(await app.ctx.mail.sendDue()).toBe(1);
    expect((await checkins(app, matchId)).map((c) => c.sent)).toEqual([true, false]);
    await moveTime(app, matchId, 4);
    expect(await app.ctx.mail.sendDue()).toBe(1);

    const now = await start({ CHECKIN_FAMILY_BUSINESS_DAYS: '0', CHECKIN_TUTOR_BUSINESS_DAYS: '0' });
    const second = await matched(now.app, now.staff);
    expect(await now.app.ctx.mail.sendDue()).toBe(2);
    expect((await checkins(now.app, second.matchId)).every((c) => c.sent)).toBe(true);
  });

  it('a page read changes nothing; a yes records met, uses the link and cancels the unsent check-in', async () => {
    const { app, staff } = await start();
    const { matchId } = await matched(app, staff);
    await moveTime(app, matchId, 7);
    await app.ctx.mail.sendDue();
    const token = tokenOf((await checkins(app, matchId))[0]!);

    const tables = async () =>
      (
        await app.db.query(`SELECT (SELECT json_agg(l ORDER BY id) FROM link_token l)::text AS l,
        (SELECT json_agg(c ORDER BY id) FROM match_checkin c)::text AS c`)
      ).rows;
    const before = await tables();
    for (let i = 0; i < 2; i += 1) {
      const page = await app.agent().get(`/api/checkins/${token}`).expect(200);
      expect(page.body).toEqual({ side: 'tutee', language: 'es' });
    }
    expect(await tables()).toEqual(before);
    expect(await statusOf(staff, matchId)).toBe('awaiting');

    await app.agent().post(`/api/checkins/${token}`).send({ answer: 'maybe' }).expect(400);
    await app.agent().post(`/api/checkins/${token}`).send({ answer: 'yes' }).expect(200, { answer: 'yes' });
    expect(await statusOf(staff, matchId)).toBe('met');
    // The tutor's check-in was not sent yet: it is cancelled, and never goes.
    expect(await checkins(app, matchId)).toHaveLength(1);
    const { rows } = await app.db.query(
      `SELECT side, cancelled_at IS NOT NULL AS cancelled FROM match_checkin ORDER BY side`,
    );
    expect(rows).toEqual([
      { side: 'tutee', cancelled: false },
      { side: 'tutor', cancelled: true },
    ]);
    await moveTime(app, matchId, 10);
    expect(await app.ctx.mail.sendDue()).toBe(0);

    // Used: the second press and the page say so.
    const again = await app.agent().post(`/api/checkins/${token}`).send({ answer: 'no' }).expect(410);
    expect(again.body.error.code).toBe('used');
    expect((await app.agent().get(`/api/checkins/${token}`).expect(410)).body.error.code).toBe('used');
    expect(await statusOf(staff, matchId)).toBe('met');
  });

  it('a no records no_contact; silence past 3 business days after the last check-in is no_answer', async () => {
    const { app, staff } = await start();
    const quiet = await matched(app, staff);
    const refused = await matched(app, staff);
    await moveToAnswerDeadline(app, quiet.matchId);
    await moveToAnswerDeadline(app, refused.matchId);
    expect(await app.ctx.mail.sendDue()).toBe(4);
    const tutorToken = tokenOf((await checkins(app, refused.matchId))[1]!);
    await app.agent().post(`/api/checkins/${tutorToken}`).send({ answer: 'no' }).expect(200);
    expect(await statusOf(staff, refused.matchId)).toBe('no_contact');

    expect(await statusOf(staff, quiet.matchId)).toBe('awaiting');
    await moveTime(app, quiet.matchId, 2); // past 3 business days after the tutor's check-in
    expect(await statusOf(staff, quiet.matchId)).toBe('no_answer');
  });

  it('ending the match cancels its unsent check-ins', async () => {
    const { app, staff } = await start();
    const { matchId } = await matched(app, staff);
    await staff.post(`/api/matches/${matchId}/end`).send({ reason: 'finished' }).expect(200);
    const { rows } = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM match_checkin WHERE match_id = $1 AND cancelled_at IS NOT NULL AND outbox_id IS NULL`,
      [matchId],
    );
    expect(rows[0]!.n).toBe(2);
    await moveTime(app, matchId, 20);
    await app.ctx.mail.sendDue();
    // Only the surveys ending it queued go out.
    const sent = await app.db.query('SELECT kind FROM email_outbox WHERE sent_at IS NOT NULL');
    expect(sent.rows).toEqual([{ kind: 'match_survey' }, { kind: 'match_survey' }]);
  });

  it('links expire after LINK_DAYS; unknown, malformed and expired links answer alike', async () => {
    const { app, staff } = await start({ LINK_DAYS: '10', CHECKIN_FAMILY_BUSINESS_DAYS: '0' });
    const { matchId } = await matched(app, staff);
    const token = tokenOf((await checkins(app, matchId))[0]!);
    await app.agent().get(`/api/checkins/${token}`).expect(200);
    await moveTime(app, matchId, 11);
    const expired = await app.agent().post(`/api/checkins/${token}`).send({ answer: 'yes' }).expect(410);
    const unknown = await app
      .agent()
      .post(`/api/checkins/${'A'.repeat(22)}`)
      .send({ answer: 'yes' })
      .expect(410);
    const malformed = await app.agent().get('/api/checkins/not*a*token').expect(410);
    expect(expired.body).toEqual({ error: { message: 'This link has expired.', code: 'expired' } });
    expect(unknown.body).toEqual(expired.body);
    expect(malformed.body).toEqual(expired.body);
    expect(await statusOf(staff, matchId)).toBe('awaiting');
  });

  it('a token answers for its purpose only', async () => {
    const { app, staff } = await start({ CHECKIN_FAMILY_BUSINESS_DAYS: '0' });
    const { matchId } = await matched(app, staff);
    const token = tokenOf((await checkins(app, matchId))[0]!);
    expect(await consumeLinkToken(app.db, 'survey', token)).toEqual({ ok: false, state: 'expired' });
    expect(await consumeLinkToken(app.db, 'checkin', token)).toEqual({
      ok: true,
      subject: { matchId, side: 'tutee' },
    });
    // Stored as its hash only.
    const { rows } = await app.db.query(`SELECT 1 FROM link_token WHERE token_hash = $1`, [token]);
    expect(rows).toHaveLength(0);
  });

  it('rate-limits the link endpoints per address', async () => {
    const { app } = await start({ LINK_REQUESTS_PER_HOUR: '3' });
    const client = app.agent();
    for (let i = 0; i < 3; i += 1) await client.get(`/api/checkins/${'B'.repeat(22)}`).expect(410);
    await client
      .post(`/api/checkins/${'B'.repeat(22)}`)
      .send({ answer: 'yes' })
      .expect(429);
  });

  it("is in the person's export, and goes with the match when the person is erased", async () => {
    const { app, staff } = await start();
    const { matchId, tuteeId } = await matched(app, staff);
    await staff.post(`/api/matches/${matchId}/end`).send({ reason: 'finished' }).expect(200);
    const exported = (await staff.get(`/api/tutees/${tuteeId}/export`).expect(200)).body as {
      checkins: { match_id: number; side: string; cancelled_at: string | null }[];
    };
    expect(exported.checkins.map((c) => [c.match_id, c.side, c.cancelled_at !== null])).toEqual([
      [matchId, 'tutee', true],
      [matchId, 'tutor', true],
    ]);
    const { rows } = await app.db.query<{ name: string }>(
      `SELECT first_name || ' ' || last_name AS name FROM tutees WHERE id = $1`,
      [tuteeId],
    );
    await staff.post(`/api/tutees/${tuteeId}/erase`).send({ confirmName: rows[0]!.name }).expect(200);
    const left = await app.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM match_checkin)::int + (SELECT count(*) FROM link_token)::int AS n`,
    );
    expect(left.rows[0]!.n).toBe(0);
  });

  it('goes with the match when retention deletes it', async () => {
    const { app, staff } = await start();
    const { matchId } = await matched(app, staff);
    const kept = await matched(app, staff);
    await staff.post(`/api/matches/${matchId}/end`).send({ reason: 'finished' }).expect(200);
    await app.db.query(`UPDATE matches SET ended_at = now() - interval '37 months' WHERE id = $1`, [matchId]);
    await runRetention(app.db, retentionPolicy(testConfig()));
    const left = await app.db.query<{ match_id: number }>(
      `SELECT match_id FROM match_checkin UNION ALL SELECT match_id FROM link_token`,
    );
    // The kept match's two check-ins, their two links and its two concern links.
    expect(left.rows.map((row) => row.match_id)).toEqual(Array<number>(6).fill(kept.matchId));
  });
});
