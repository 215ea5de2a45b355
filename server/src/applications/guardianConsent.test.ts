import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import { GUARDIAN_CONSENT_KIND, proposalRunSchema, type TuteeSubmission } from '@tutoring/common';
import { samplePerson, tuteeBody } from '../../test/samples.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { insertTutor } from '../matches/testFixtures.js';
import { GUARDIAN_CONSENT_LINK_DAYS } from './guardianConsent.js';
import { tokenInEmail } from './testLinks.js';

const PATH = '/api/applications/guardian-consent';
const LIMITS = { SUBMISSIONS_PER_HOUR: '10000', LINK_REQUESTS_PER_HOUR: '10000' };

/** A student applying alone: only their own address unless `guardian` is given. */
function studentAlone(grade: string, guardian = ''): TuteeSubmission {
  const person = samplePerson('young');
  return {
    ...tuteeBody(person),
    studentOrGuardian: 'Student',
    emailStudent: person.email,
    emailGuardian: guardian,
    gradeLevel: grade,
    subject1: 'K5_Math',
    subject2: 'K5_Reading',
    subject3: 'K5_Science',
  };
}

const guardianMails = async (t: TestApp, id: number) =>
  (
    await t.db.query<{ to_address: string; subject: string; body: string }>(
      'SELECT to_address, subject, body FROM email_outbox WHERE tutee_id = $1 AND kind = $2',
      [id, GUARDIAN_CONSENT_KIND],
    )
  ).rows;

describe('guardian consent, GUARDIAN_CONSENT_BELOW_GRADE unset (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(LIMITS);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('asks nobody: a young student applies alone, is matched, and GET /api/config says null', async () => {
    expect((await t.agent().get('/api/config').expect(200)).body).toMatchObject({ guardianConsentBelowGrade: null });
    const res = await t.agent().post('/api/tutees').send(studentAlone('3rd')).expect(201);
    const id = (res.body as { id: number }).id;
    expect(await guardianMails(t, id)).toEqual([]);
    const staff = await t.staffAgent();
    const list = (await staff.get('/api/tutees').expect(200)).body as Record<string, unknown>[];
    expect(list.find((r) => r.id === id)).toMatchObject({
      tutee_guardian_consent_pending: false,
      tutee_guardian_consented_at: null,
    });
    const tutor = await insertTutor(t.db, { subjects: ['K5_Math'], grades: ['3rd'] });
    await staff.post('/api/matches').send({ tutee_id: id, tutor_id: tutor }).expect(201);
  });
});

describe('guardian consent, GUARDIAN_CONSENT_BELOW_GRADE=6th', () => {
  let t: TestApp;
  let staff: TestAgent;
  beforeAll(async () => {
    t = await createTestApp({ ...LIMITS, GUARDIAN_CONSENT_BELOW_GRADE: '6th' });
    staff = await t.staffAgent();
  });
  afterAll(async () => {
    await t?.close();
  });

  const consentToken = (id: number) => tokenInEmail(t.db, 'tutee', id, GUARDIAN_CONSENT_KIND, '/guardian-consent');
  const submit = async (body: TuteeSubmission) =>
    ((await t.agent().post('/api/tutees').send(body).expect(201)).body as { id: number }).id;
  const record = async (id: number) =>
    ((await staff.get('/api/tutees').expect(200)).body as Record<string, unknown>[]).find((r) => r.id === id);

  it('is served by GET /api/config', async () => {
    expect((await t.agent().get('/api/config').expect(200)).body).toMatchObject({ guardianConsentBelowGrade: '6th' });
  });

  it("requires a guardian's email of a student applying alone below the grade, not at or above it, nor from a parent", async () => {
    const refused = await t.agent().post('/api/tutees').send(studentAlone('5th')).expect(400);
    expect(refused.body.error.fieldErrors.emailGuardian).toEqual(["Enter the parent or guardian's email address."]);
    await t.agent().post('/api/tutees').send(studentAlone('prek_kindergarten')).expect(400);

    const sixth = await submit(studentAlone('6th'));
    const parent = await submit({ ...tuteeBody(), gradeLevel: '2nd' });
    for (const id of [sixth, parent]) {
      expect(await guardianMails(t, id)).toEqual([]);
      expect(await record(id)).toMatchObject({ tutee_guardian_consent_pending: false });
    }
  });

  it('emails the guardian in the family language a link whose page reads only and whose button agrees once', async () => {
    const body = { ...studentAlone('4th', 'tutor.legal@example.org'), preferred_language: 'es' };
    const id = await submit(body);
    const [mail] = await guardianMails(t, id);
    expect(mail?.to_address).toBe('tutor.legal@example.org');
    expect(mail?.subject).toContain(`${body.firstName} pidió un tutor`);
    const token = await consentToken(id);
    expect(mail?.body).toContain(`/guardian-consent/${token}?lang=es`);
    expect(await record(id)).toMatchObject({ tutee_guardian_consent_pending: true, tutee_guardian_consented_at: null });

    await t.agent().get(`${PATH}/${token}`).expect(200, { language: 'es' });
    expect(await record(id)).toMatchObject({ tutee_guardian_consent_pending: true });
    // The student's own confirmation link is not a consent link.
    const confirmToken = await tokenInEmail(t.db, 'tutee', id, 'application_received', '/confirm-email');
    expect((await t.agent().post(`${PATH}/${confirmToken}`).send({}).expect(410)).body.error.code).toBe('expired');

    await t.agent().post(`${PATH}/${token}`).send({}).expect(200, { consented: true });
    const agreed = await record(id);
    expect(agreed).toMatchObject({ tutee_guardian_consent_pending: false });
    expect(typeof agreed?.tutee_guardian_consented_at).toBe('string');
    expect((await t.agent().post(`${PATH}/${token}`).send({}).expect(410)).body.error.code).toBe('used');
    const audit = await t.db.query<{ staff_user_id: number | null; details: unknown }>(
      "SELECT staff_user_id, details FROM audit_log WHERE action = 'application.guardian_consent' AND entity_id = $1",
      [id],
    );
    expect(audit.rows).toEqual([{ staff_user_id: null, details: { by: 'guardian' } }]);
  });

  it(`answers a link older than ${GUARDIAN_CONSENT_LINK_DAYS} days, or unknown, as expired`, async () => {
    const id = await submit(studentAlone('1st', 'guardian.late@example.org'));
    const token = await consentToken(id);
    await t.db.query(
      `UPDATE link_token SET expires_at = expires_at - make_interval(days => $2::int)
       WHERE tutee_id = $1 AND purpose = 'guardian_consent'`,
      [id, GUARDIAN_CONSENT_LINK_DAYS],
    );
    expect((await t.agent().get(`${PATH}/${token}`).expect(410)).body.error.code).toBe('expired');
    expect((await t.agent().post(`${PATH}/${token}`).send({}).expect(410)).body.error.code).toBe('expired');
    expect(
      (
        await t
          .agent()
          .post(`${PATH}/${'x'.repeat(22)}`)
          .send({})
          .expect(410)
      ).body.error.code,
    ).toBe('expired');
    expect(await record(id)).toMatchObject({ tutee_guardian_consent_pending: true });
  });

  it('refuses a match and leaves the tutee out of proposals until the guardian agrees', async () => {
    const id = await submit(studentAlone('3rd', 'guardian.wait@example.org'));
    const tutor = await insertTutor(t.db, { subjects: ['K5_Math'], grades: ['3rd'], capacity: 3 });

    const refused = await staff.post('/api/matches').send({ tutee_id: id, tutor_id: tutor }).expect(409);
    expect(refused.body.error.message).toMatch(/waiting for a parent's or guardian's consent/);
    const before = proposalRunSchema.parse((await staff.post('/api/proposals').send({}).expect(201)).body);
    expect([...before.pairs, ...before.unplaced].map((entry) => entry.tutee_id)).not.toContain(id);

    await t
      .agent()
      .post(`${PATH}/${await consentToken(id)}`)
      .send({})
      .expect(200);
    const after = proposalRunSchema.parse((await staff.post('/api/proposals').send({}).expect(201)).body);
    expect(after.pairs.map((pair) => pair.tutee_id)).toContain(id);
    await staff.post('/api/matches').send({ tutee_id: id, tutor_id: tutor }).expect(201);
  });
});
