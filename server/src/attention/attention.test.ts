import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import type { AttentionItem, MatchRecord } from '@tutoring/common';
import { checkinToken, moveTime, moveToAnswerDeadline } from '../../test/checkins.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { insertTutee, insertTutor } from '../matches/testFixtures.js';

const SUBJECTS3: [string, string, string] = ['K5_Math', 'K5_Reading', 'K5_Science'];

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function start(env: Record<string, string> = {}): Promise<{ app: TestApp; staff: TestAgent }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutoring-attention-'));
  t = await createTestApp({ DATA_DIR: dataDir, PUBLIC_URL: 'https://tutoring.example/', ...env });
  return { app: t, staff: await t.staffAgent() };
}

async function matched(app: TestApp, staff: TestAgent, sendEmails = false): Promise<MatchRecord> {
  const tuteeId = await insertTutee(app.db, { subjects: SUBJECTS3, grade: '3rd' });
  const tutorId = await insertTutor(app.db, { subjects: SUBJECTS3, grades: ['3rd'] });
  const res = await staff.post('/api/matches').send({ tutee_id: tuteeId, tutor_id: tutorId, sendEmails }).expect(201);
  return res.body as MatchRecord;
}

async function attention(staff: TestAgent): Promise<AttentionItem[]> {
  return (await staff.get('/api/attention').expect(200)).body as AttentionItem[];
}

const summary = (items: AttentionItem[]) => items.map((item) => [item.kind, item.match_id, item.email_id]);

/** A check-in answered through its emailed link, once that side's check-in has been sent. */
async function answer(app: TestApp, matchId: number, side: 'tutee' | 'tutor', value: 'yes' | 'no'): Promise<void> {
  const token = await checkinToken(app.db, matchId, side);
  await app.agent().post(`/api/checkins/${token}`).send({ answer: value }).expect(200);
}

describe('Needs attention: GET /api/attention', () => {
  it('lists no_contact and no_answer matches oldest first, with names; met and ended matches are left out', async () => {
    const { app, staff } = await start();
    const quiet = await matched(app, staff);
    const refused = await matched(app, staff);
    const met = await matched(app, staff);
    const ended = await matched(app, staff);
    const fresh = await matched(app, staff);
    for (const match of [quiet, refused, met, ended]) await moveToAnswerDeadline(app, match.match_id);
    expect(await app.ctx.mail.sendDue()).toBe(8);
    expect(await attention(staff)).toEqual([]);

    await answer(app, refused.match_id, 'tutor', 'no');
    await answer(app, ended.match_id, 'tutee', 'no');
    await answer(app, met.match_id, 'tutee', 'no');
    await answer(app, met.match_id, 'tutor', 'yes');
    await moveTime(app, quiet.match_id, 2); // past 3 business days after the last check-in: no_answer

    const items = await attention(staff);
    // The quiet match's deadline passed days ago; the nos came just now, in the order they were given.
    expect(summary(items)).toEqual([
      ['no_answer', quiet.match_id, undefined],
      ['no_contact', refused.match_id, undefined],
      ['no_contact', ended.match_id, undefined],
    ]);
    expect(items[1]).toEqual({
      kind: 'no_contact',
      since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      match_id: refused.match_id,
      tutee_id: refused.tutee_id,
      tutor_id: refused.tutor_id,
      tutee_name: `${refused.tutee_firstname} ${refused.tutee_lastname}`,
      urgent: false,
      tutor_name: `${refused.tutor_first_name} ${refused.tutor_last_name}`,
    });
    expect(Date.parse(items[0]!.since)).toBeLessThan(Date.parse(items[1]!.since));
    expect(summary(items).map(([, id]) => id)).not.toContain(fresh.match_id);

    await staff.post(`/api/matches/${ended.match_id}/end`).send({ reason: 'no_contact' }).expect(200);
    expect(summary(await attention(staff)).map(([, id]) => id)).toEqual([quiet.match_id, refused.match_id]);
  });

  it('lists match emails that failed for good, until a copy is resent or the item is handled', async () => {
    // Nothing listens on port 1: every send fails, and one attempt is all there is.
    const { app, staff } = await start({ SMTP_URL: 'smtp://127.0.0.1:1', MAIL_MAX_ATTEMPTS: '1' });
    const match = await matched(app, staff, true);
    const other = await matched(app, staff);
    expect(await attention(staff)).toEqual([]);
    await app.ctx.mail.sendDue();
    const failed = ((await staff.get(`/api/matches/${match.match_id}`).expect(200)).body as MatchRecord).emails;
    expect(failed.map((email) => email.status)).toEqual(['failed', 'failed']);

    // The two are sent side by side: oldest failure first, whichever that was.
    const items = await attention(staff);
    const byEmail = [...items].sort((a, b) => a.email_id! - b.email_id!);
    expect(summary(byEmail)).toEqual(failed.map((email) => ['email_failed', match.match_id, email.id]));
    expect(byEmail.map((item) => item.email_role)).toEqual(failed.map((email) => email.role));
    expect(Date.parse(items[0]!.since)).toBeLessThanOrEqual(Date.parse(items[1]!.since));

    // A resent copy takes its email off the list.
    await staff.post(`/api/matches/${match.match_id}/emails/${failed[0]!.id}/resend`).send({}).expect(201);
    expect(summary(await attention(staff))).toEqual([['email_failed', match.match_id, failed[1]!.id]]);

    // Handling wants the email of the item, and an email of that match.
    const handle = { kind: 'email_failed', match_id: match.match_id, note: 'Phoned the family instead.' };
    await staff.post('/api/attention/handled').send(handle).expect(400);
    await staff
      .post('/api/attention/handled')
      .send({ ...handle, match_id: other.match_id, email_id: failed[1]!.id })
      .expect(404);
    await staff
      .post('/api/attention/handled')
      .send({ ...handle, email_id: failed[1]!.id, note: ' ' })
      .expect(400);
    const done = await staff
      .post('/api/attention/handled')
      .send({ ...handle, email_id: failed[1]!.id })
      .expect(201);
    expect(done.body).toEqual({
      kind: 'email_failed',
      match_id: match.match_id,
      email_id: failed[1]!.id,
      handled_at: expect.any(String),
    });
    expect(await attention(staff)).toEqual([]);

    // The resent copy fails for good too: a new item.
    await app.ctx.mail.sendDue();
    const copy = ((await staff.get(`/api/matches/${match.match_id}`).expect(200)).body as MatchRecord).emails[2]!;
    expect(copy.status).toBe('failed');
    expect(summary(await attention(staff))).toEqual([['email_failed', match.match_id, copy.id]]);

    // Audited with the item, never the note.
    const { rows } = await app.db.query<{ entity_id: number; details: unknown }>(
      `SELECT entity_id, details FROM audit_log WHERE action = 'attention.handled'`,
    );
    expect(rows).toEqual([{ entity_id: match.match_id, details: { kind: 'email_failed', emailId: failed[1]!.id } }]);
    const stored = await app.db.query(`SELECT note, staff_id IS NOT NULL AS staff FROM attention_handled`);
    expect(stored.rows).toEqual([{ note: 'Phoned the family instead.', staff: true }]);
  });

  it('a handled item leaves the list and comes back when it arises again; it goes with its match', async () => {
    const { app, staff } = await start();
    const match = await matched(app, staff);
    await moveTime(app, match.match_id, 12);
    await app.ctx.mail.sendDue();
    await answer(app, match.match_id, 'tutee', 'no');
    expect(summary(await attention(staff))).toEqual([['no_contact', match.match_id, undefined]]);

    await staff
      .post('/api/attention/handled')
      .send({ kind: 'no_contact', match_id: match.match_id, note: 'The tutor is writing again.' })
      .expect(201);
    expect(await attention(staff)).toEqual([]);
    // Handled at a time before the second no: the item is back.
    await app.db.query(`UPDATE attention_handled SET handled_at = handled_at - interval '1 minute'`);
    await answer(app, match.match_id, 'tutor', 'no');
    expect(summary(await attention(staff))).toEqual([['no_contact', match.match_id, undefined]]);

    await app.db.query('DELETE FROM matches WHERE id = $1', [match.match_id]);
    expect((await app.db.query('SELECT 1 FROM attention_handled')).rows).toEqual([]);
  });

  it('is for coordinators: anonymous requests are refused', async () => {
    const { app } = await start();
    await app.agent().get('/api/attention').expect(401);
    await app
      .agent()
      .post('/api/attention/handled')
      .send({ kind: 'no_answer', match_id: 1, note: 'x' })
      .expect((res) => expect([401, 403]).toContain(res.status));
  });
});
