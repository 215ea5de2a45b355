import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_REMINDER_KIND, CONFIRMATION_KIND } from '@tutoring/common';
import { apply, insertMatch } from '../../test/people.js';
import { createTestApp, testConfig, type TestApp } from '../../test/testApp.js';
import { retentionPolicy } from '../retention/policy.js';
import { runRetention } from '../retention/service.js';
import { moveApplicationTime, tokenInEmail } from './testLinks.js';

const PATH = '/api/applications/confirm-email';

describe('confirming an application email address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SUBMISSIONS_PER_HOUR: '10000', LINK_REQUESTS_PER_HOUR: '10000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const confirmToken = (role: 'tutee' | 'tutor', id: number) =>
    tokenInEmail(t.db, role, id, CONFIRMATION_KIND, '/confirm-email');
  const record = async (role: 'tutee' | 'tutor', id: number) => {
    const staff = await t.staffAgent();
    const list = await staff.get(`/api/${role}s`).expect(200);
    return (list.body as Record<string, unknown>[]).find((r) => r.id === id);
  };
  const reminders = async (role: 'tutee' | 'tutor', id: number) =>
    (
      await t.db.query<{ due: boolean; body: string }>(
        `SELECT next_attempt_at <= now() AS due, body FROM email_outbox WHERE ${role}_id = $1 AND kind = $2`,
        [id, CONFIRM_REMINDER_KIND],
      )
    ).rows;

  it('sends a link, valid 7 days, whose page reads only and whose button confirms once', async () => {
    const tutee = await apply(t, 'tutee');
    const token = await confirmToken('tutee', tutee.id);
    expect(await record('tutee', tutee.id)).toMatchObject({
      tutee_email_unconfirmed: true,
      tutee_email_confirmed_at: null,
    });
    // The reminder waits 3 days, with the same link.
    const [reminder] = await reminders('tutee', tutee.id);
    expect(reminder).toMatchObject({ due: false });
    expect(reminder?.body).toContain(`/confirm-email/${token}?lang=en`);

    // GET twice changes nothing.
    await t.agent().get(`${PATH}/${token}`).expect(200, { language: 'en' });
    await t.agent().get(`${PATH}/${token}`).expect(200);
    expect(await record('tutee', tutee.id)).toMatchObject({ tutee_email_unconfirmed: true });

    await t.agent().post(`${PATH}/${token}`).send({}).expect(200, { confirmed: true });
    const confirmed = await record('tutee', tutee.id);
    expect(confirmed).toMatchObject({ tutee_email_unconfirmed: false });
    expect(typeof confirmed?.tutee_email_confirmed_at).toBe('string');
    // The reminder is cancelled; the link is used.
    expect(await reminders('tutee', tutee.id)).toEqual([]);
    const reused = await t.agent().post(`${PATH}/${token}`).send({}).expect(410);
    expect(reused.body.error.code).toBe('used');
    await t.agent().get(`${PATH}/${token}`).expect(410);

    const audit = await t.db.query<{ staff_user_id: number | null; details: { by: string } }>(
      `SELECT staff_user_id, details FROM audit_log WHERE action = 'application.confirm_email' AND entity_id = $1`,
      [tutee.id],
    );
    expect(audit.rows).toEqual([{ staff_user_id: null, details: { by: 'applicant', reminderCancelled: true } }]);
  });

  it('answers an expired or unknown link as expired, and lets the reminder fall due after 3 days', async () => {
    const tutor = await apply(t, 'tutor');
    const token = await confirmToken('tutor', tutor.id);
    await moveApplicationTime(t.db, 'tutor', tutor.id, 3);
    expect(await reminders('tutor', tutor.id)).toMatchObject([{ due: true }]);
    await t.agent().get(`${PATH}/${token}`).expect(200);
    await moveApplicationTime(t.db, 'tutor', tutor.id, 5);
    const expired = await t.agent().post(`${PATH}/${token}`).send({}).expect(410);
    expect(expired.body.error.code).toBe('expired');
    const unknown = await t
      .agent()
      .get(`${PATH}/${'x'.repeat(22)}`)
      .expect(410);
    expect(unknown.body.error.code).toBe('expired');
    expect(await record('tutor', tutor.id)).toMatchObject({ tutor_email_unconfirmed: true });
  });

  it('lets staff filter the lists by unconfirmed email addresses', async () => {
    const staff = await t.staffAgent();
    const tutee = await apply(t, 'tutee');
    const confirmedTutee = await apply(t, 'tutee');
    await t
      .agent()
      .post(`${PATH}/${await confirmToken('tutee', confirmedTutee.id)}`)
      .send({})
      .expect(200);
    const ids = async (query: string) =>
      ((await staff.get(`/api/tutees/active${query}`).expect(200)).body as { id: number }[]).map((r) => r.id);
    expect(await ids('?unconfirmed=true')).toContain(tutee.id);
    expect(await ids('?unconfirmed=true')).not.toContain(confirmedTutee.id);
    expect(await ids('')).toEqual(expect.arrayContaining([tutee.id, confirmedTutee.id]));
    await staff.get('/api/tutees/active?unconfirmed=yes').expect(400);
  });

  it('removes unconfirmed applications after RETAIN_UNCONFIRMED_DAYS, unless confirmed or matched', async () => {
    const policy = retentionPolicy(testConfig({ RETAIN_UNCONFIRMED_DAYS: '30' }));
    const stale = await apply(t, 'tutee');
    const fresh = await apply(t, 'tutee');
    const confirmed = await apply(t, 'tutor');
    const matched = await apply(t, 'tutee');
    const matchedTutor = await apply(t, 'tutor');
    await t
      .agent()
      .post(`${PATH}/${await confirmToken('tutor', confirmed.id)}`)
      .send({})
      .expect(200);
    await t
      .agent()
      .post(`${PATH}/${await confirmToken('tutor', matchedTutor.id)}`)
      .send({})
      .expect(200);
    await insertMatch(t.db, matched.id, matchedTutor.id, '1 day', null);
    for (const [role, id] of [
      ['tutee', stale.id],
      ['tutor', confirmed.id],
      ['tutee', matched.id],
    ] as const)
      await moveApplicationTime(t.db, role, id, 31);
    await moveApplicationTime(t.db, 'tutee', fresh.id, 29);

    const outcome = await runRetention(t.db, policy);
    expect(outcome.ran && outcome.result.unconfirmedTuteeIds).toEqual([stale.id]);
    expect(outcome.ran && outcome.result.unconfirmedTutorIds).toEqual([]);
    const left = await t.db.query<{ id: number }>('SELECT id FROM tutees WHERE id = ANY ($1::int[]) ORDER BY id', [
      [stale.id, fresh.id, matched.id],
    ]);
    expect(left.rows.map((r) => r.id)).toEqual([fresh.id, matched.id]);
    const links = await t.db.query('SELECT 1 FROM link_token WHERE tutee_id = $1', [stale.id]);
    expect(links.rows).toEqual([]);
  });
});
