import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import {
  CONFIRM_CHANGED_KIND,
  CONFIRM_REMINDER_KIND,
  ERASURE_REQUEST_KIND,
  MANAGE_LINK_ANSWER,
  MANAGE_LINK_KIND,
  type ApplicantApplications,
} from '@tutoring/common';
import { insertMatch } from '../../test/people.js';
import { samplePerson, tuteeBody, tutorBody, type Person } from '../../test/samples.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { MANAGE_LINKS_PER_ADDRESS_PER_HOUR } from './manageService.js';
import { tokenInEmail } from './testLinks.js';

describe('Manage my application, without an account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SUBMISSIONS_PER_HOUR: '10000',
      LINK_REQUESTS_PER_HOUR: '10000',
      SUPPORT_EMAIL: 'help@tutoring.example.org',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A family and a volunteer sharing one address (a parent who also tutors), and someone else's application. */
  async function household() {
    const person = samplePerson('family');
    const tutee = (await t.agent().post('/api/tutees').send(tuteeBody(person)).expect(201)).body.id as number;
    const tutor = (
      await t
        .agent()
        .post('/api/tutors')
        .send(tutorBody({ ...samplePerson('tutor'), email: person.email.toUpperCase() }))
        .expect(201)
    ).body.id as number;
    const other = (await t.agent().post('/api/tutees').send(tuteeBody()).expect(201)).body.id as number;
    return { person, tutee, tutor, other };
  }

  const manageLinks = async (address: string) =>
    (
      await t.db.query<{ body: string }>(`SELECT body FROM email_outbox WHERE kind = $1 AND lower(to_address) = $2`, [
        MANAGE_LINK_KIND,
        address.toLowerCase(),
      ])
    ).rows;

  /** Asks for a link and opens it: an agent holding the applicant session. */
  async function openSession(person: Person, role: 'tutee' | 'tutor', id: number): Promise<TestAgent> {
    await t.agent().post('/api/applications/link').send({ email: person.email }).expect(202);
    const token = await tokenInEmail(t.db, role, id, MANAGE_LINK_KIND, '/manage');
    const agent = t.agent();
    await agent.post(`/api/applications/manage/${token}`).send({}).expect(200);
    return agent;
  }

  it('answers every address the same, and mails a link only to an address with applications, within its cap', async () => {
    const { person, tutor } = await household();
    const known = await t
      .agent()
      .post('/api/applications/link')
      .send({ email: ` ${person.email.toUpperCase()} ` });
    const unknown = await t.agent().post('/api/applications/link').send({ email: 'nobody.here@example.com' });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual({ message: MANAGE_LINK_ANSWER });
    expect(unknown.body).toEqual(known.body);
    expect(await manageLinks('nobody.here@example.com')).toEqual([]);
    const [link] = await manageLinks(person.email);
    // The newest application of the address names the link; the address is the one typed into the form.
    expect(link?.body).toContain(`/manage/${await tokenInEmail(t.db, 'tutor', tutor, MANAGE_LINK_KIND, '/manage')}`);

    for (let i = 1; i < MANAGE_LINKS_PER_ADDRESS_PER_HOUR + 2; i += 1) {
      await t.agent().post('/api/applications/link').send({ email: person.email }).expect(202, known.body);
    }
    expect(await manageLinks(person.email)).toHaveLength(MANAGE_LINKS_PER_ADDRESS_PER_HOUR);
    await t.agent().post('/api/applications/link').send({ email: 'not an address' }).expect(400);
  });

  it('limits link requests per client address', async () => {
    // Its own database: the counters of the other tests' requests are not this one's.
    const limited = await createTestApp({ LINK_REQUESTS_PER_HOUR: '2' });
    try {
      const ask = () => limited.agent().post('/api/applications/link').send({ email: 'someone@example.com' });
      expect((await ask()).status).toBe(202);
      expect((await ask()).status).toBe(202);
      expect((await ask()).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('works once, for one hour, and opens a session limited to that address', async () => {
    const { person, tutee, tutor, other } = await household();
    await t.agent().post('/api/applications/link').send({ email: person.email }).expect(202);
    const token = await tokenInEmail(t.db, 'tutor', tutor, MANAGE_LINK_KIND, '/manage');
    await t.agent().get(`/api/applications/manage/${token}`).expect(200, { language: 'en' });

    const applicant = t.agent();
    const opened = await applicant.post(`/api/applications/manage/${token}`).send({});
    expect(opened.status).toBe(200);
    const body = opened.body as ApplicantApplications;
    expect(body.applications.map((a) => [a.role, a.id, a.status])).toEqual([
      ['tutee', tutee, 'received'],
      ['tutor', tutor, 'received'],
    ]);
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    expect((await applicant.post(`/api/applications/manage/${token}`).send({})).body.error.code).toBe('used');

    // Someone else's application looks absent, whatever the action; staff routes stay closed.
    await applicant.get(`/api/applications/mine/tutee/${other}/export`).expect(404);
    await applicant.post(`/api/applications/mine/tutee/${other}/withdraw`).send({}).expect(404);
    await applicant.put(`/api/applications/mine/tutee/${other}`).send({ phone: '+15075550100' }).expect(404);
    await applicant.post(`/api/applications/mine/tutee/${other}/erase`).send({}).expect(404);
    await applicant.get('/api/tutees').expect(401);
    await applicant.get(`/api/tutees/${tutee}/export`).expect(401);
    // Without the session, nothing.
    await t.agent().get('/api/applications/mine').expect(401);

    // A link older than an hour has expired.
    await t.agent().post('/api/applications/link').send({ email: person.email }).expect(202);
    const late = await tokenInEmail(t.db, 'tutor', tutor, MANAGE_LINK_KIND, '/manage');
    await t.db.query(
      `UPDATE link_token SET expires_at = expires_at - interval '61 minutes', created_at = created_at - interval '61 minutes'
       WHERE purpose = 'manage' AND used_at IS NULL`,
    );
    expect((await t.agent().post(`/api/applications/manage/${late}`).send({})).body.error.code).toBe('expired');

    // The session ends after 30 minutes.
    await applicant.get('/api/applications/mine').expect(200);
    await t.db.query(`UPDATE applicant_session SET expires_at = now() - interval '1 second'`);
    await applicant.get('/api/applications/mine').expect(401);
  });

  it('corrects the phone number, and asks a changed address to confirm again', async () => {
    const { person, tutee, tutor } = await household();
    const applicant = await openSession(person, 'tutor', tutor);
    const phone = await applicant.put(`/api/applications/mine/tutee/${tutee}`).send({ phone: '(507) 555-0123' });
    expect(phone.status).toBe(200);
    expect(phone.body).toMatchObject({ application: { phone: '+15075550123' }, confirmationSent: false });
    await applicant.put(`/api/applications/mine/tutee/${tutee}`).send({ phone: 'call me maybe' }).expect(400);

    // The tutor confirms, then moves to a new address: unconfirmed again, a fresh link there, the reminder gone.
    const confirmToken = await tokenInEmail(t.db, 'tutor', tutor, 'application_received', '/confirm-email');
    await t.agent().post(`/api/applications/confirm-email/${confirmToken}`).send({}).expect(200);
    const moved = await applicant
      .put(`/api/applications/mine/tutor/${tutor}`)
      .send({ email: 'new.address@example.com' });
    expect(moved.body).toEqual({ application: null, confirmationSent: true });
    const staff = await t.staffAgent();
    const record = ((await staff.get('/api/tutors').expect(200)).body as Record<string, unknown>[]).find(
      (r) => r.id === tutor,
    );
    expect(record).toMatchObject({ tutor_email: 'new.address@example.com', tutor_email_unconfirmed: true });
    const newLink = await tokenInEmail(t.db, 'tutor', tutor, CONFIRM_CHANGED_KIND, '/confirm-email');
    const mail = await t.db.query<{ to_address: string }>(
      'SELECT to_address FROM email_outbox WHERE kind = $1 AND tutor_id = $2',
      [CONFIRM_CHANGED_KIND, tutor],
    );
    expect(mail.rows).toEqual([{ to_address: 'new.address@example.com' }]);
    await t.agent().post(`/api/applications/confirm-email/${newLink}`).send({}).expect(200);
    const mine = (await applicant.get('/api/applications/mine').expect(200)).body as ApplicantApplications;
    expect(mine.applications.map((a) => a.id)).toEqual([tutee]);

    const audit = await t.db.query<{ staff_user_id: number | null; details: unknown }>(
      `SELECT staff_user_id, details FROM audit_log WHERE action = 'application.update' AND entity_id IN ($1, $2) ORDER BY id`,
      [tutee, tutor],
    );
    expect(audit.rows).toEqual([
      { staff_user_id: null, details: { by: 'applicant', fields: ['phone'] } },
      { staff_user_id: null, details: { by: 'applicant', fields: ['email'] } },
    ]);
  });

  it('withdraws at once: the application leaves the lists, and staff see it was the applicant', async () => {
    const { person, tutee, tutor } = await household();
    const applicant = await openSession(person, 'tutor', tutor);
    const staff = await t.staffAgent();
    const ids = async (path: string) => ((await staff.get(path).expect(200)).body as { id: number }[]).map((r) => r.id);
    expect(await ids('/api/tutees/active')).toContain(tutee);
    const withdrawn = await applicant.post(`/api/applications/mine/tutee/${tutee}/withdraw`).send({});
    expect(withdrawn.body).toMatchObject({ status: 'ended', withdrawn: true });
    expect(await ids('/api/tutees/active')).not.toContain(tutee);
    const record = ((await staff.get('/api/tutees/deactive').expect(200)).body as Record<string, unknown>[]).find(
      (r) => r.id === tutee,
    );
    expect(typeof record?.tutee_withdrawn_at).toBe('string');
    // Staff may take it back (a phone call): active again, no longer shown as withdrawn.
    const again = await staff.put('/api/tutees/changeStatus').send({ id: tutee }).expect(200);
    expect(again.body).toMatchObject({ active_tutee: true, tutee_withdrawn_at: null });
    await staff.put('/api/tutees/changeStatus').send({ id: tutee }).expect(200);
    const reminders = await t.db.query('SELECT 1 FROM email_outbox WHERE kind = $1 AND tutee_id = $2', [
      CONFIRM_REMINDER_KIND,
      tutee,
    ]);
    expect(reminders.rows).toEqual([]);

    // A tutor in a current match cannot withdraw here.
    const match = await insertMatch(t.db, (await household()).tutee, tutor, '2 days', null);
    expect(match).toBeGreaterThan(0);
    const mine = (await applicant.get('/api/applications/mine').expect(200)).body as ApplicantApplications;
    expect(mine.applications.find((a) => a.id === tutor)).toMatchObject({ status: 'matched' });
    await applicant.post(`/api/applications/mine/tutor/${tutor}/withdraw`).send({}).expect(409);
  });

  it('downloads the same JSON as the staff export, and erases at once or asks the team', async () => {
    const { person, tutee, tutor } = await household();
    const applicant = await openSession(person, 'tutor', tutor);
    const staff = await t.staffAgent();
    const own = await applicant.get(`/api/applications/mine/tutee/${tutee}/export`).expect(200);
    expect(own.headers['content-disposition']).toBe(`attachment; filename="tutee-${tutee}-data.json"`);
    const staffCopy = await staff.get(`/api/tutees/${tutee}/export`).expect(200);
    const strip = (text: string) => {
      // The time of the export and the audit rows (each export adds one) differ; the rest is the same document.
      const { auditLog: _audit, exportedAt: _at, ...rest } = JSON.parse(text) as Record<string, unknown>;
      return rest;
    };
    expect(strip(own.text)).toEqual(strip(staffCopy.text));

    await insertMatch(t.db, (await household()).tutee, tutor, '1 day', null);
    const requested = await applicant.post(`/api/applications/mine/tutor/${tutor}/erase`).send({});
    expect(requested.body).toEqual({ outcome: 'requested' });
    const toTeam = await t.db.query<{ to_address: string; body: string }>(
      'SELECT to_address, body FROM email_outbox WHERE kind = $1 AND tutor_id = $2',
      [ERASURE_REQUEST_KIND, tutor],
    );
    expect(toTeam.rows[0]?.to_address).toBe('help@tutoring.example.org');
    expect(toTeam.rows[0]?.body).not.toContain(person.email);
    expect((await t.db.query('SELECT 1 FROM tutors WHERE id = $1', [tutor])).rows).toHaveLength(1);

    const erased = await applicant.post(`/api/applications/mine/tutee/${tutee}/erase`).send({});
    expect(erased.body).toEqual({ outcome: 'erased' });
    expect((await t.db.query('SELECT 1 FROM tutees WHERE id = $1', [tutee])).rows).toEqual([]);
    const audit = await t.db.query<{ action: string; staff_user_id: number | null }>(
      `SELECT action, staff_user_id FROM audit_log WHERE entity_id IN ($1, $2) AND action LIKE 'application.%' ORDER BY id`,
      [tutee, tutor],
    );
    expect(audit.rows).toEqual([
      { action: 'application.export', staff_user_id: null },
      { action: 'application.erase_requested', staff_user_id: null },
      { action: 'application.erase', staff_user_id: null },
    ]);
  });
});
