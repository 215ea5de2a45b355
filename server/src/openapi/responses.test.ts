import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import { Secret, TOTP } from 'otpauth';
import { CONFIRMATION_KIND, GRADE_LEVELS, MANAGE_LINK_KIND, MATCH_GROUPS, SUBJECTS } from '@tutoring/common';
import { tokenInEmail } from '../applications/testLinks.js';
import { issueLinkToken } from '../links/tokens.js';
import { checkinToken, emailedLinkToken } from '../../test/checkins.js';
import { reconfirmToken } from '../../test/reconfirmations.js';
import { createTestApp, STAFF_PASSWORD, type TestApp } from '../../test/testApp.js';
import { tuteeBody, tutorBody } from '../../test/samples.js';
import { documentChecker } from '../../test/openapi/documentedResponse.js';

// The same tutee and tutor fit (samples.ts): the candidate query asks for the tutee's subjects and grade.
const candidateQuery = {
  subject1: SUBJECTS[0]!.key,
  subject2: SUBJECTS[1]!.key,
  subject3: SUBJECTS[2]!.key,
  grade: GRADE_LEVELS[6]!.key,
};

describe('real answers match the OpenAPI document', () => {
  let t: TestApp;
  let staff: TestAgent;
  let tuteeId: number;
  let tutorId: number;
  let matchId: number;
  let spareId: number;
  let spareName: string;

  let expectDocumentedResponse: ReturnType<typeof documentChecker>['expectDocumentedResponse'];
  let checkedRoutes: Set<string>;

  beforeAll(async () => {
    t = await createTestApp();
    ({ expectDocumentedResponse, checkedRoutes } = documentChecker(t.document));
    staff = await t.staffAgent();
    const tutee = await t.agent().post('/api/tutees').send(tuteeBody());
    expectDocumentedResponse(tutee, 'POST /api/tutees');
    tuteeId = tutee.body.id;
    const tutor = await t.agent().post('/api/tutors').send(tutorBody());
    expectDocumentedResponse(tutor, 'POST /api/tutors');
    tutorId = tutor.body.id;
    // One more of each that stays pending, and one deactivated, so every list has rows.
    await t.agent().post('/api/tutees').send(tuteeBody());
    const spareBody = tutorBody();
    spareName = `${spareBody.firstName} ${spareBody.lastName}`;
    const spare = await t.agent().post('/api/tutors').send(spareBody);
    spareId = spare.body.id;
    expectDocumentedResponse(
      await staff.put('/api/tutors/changeStatus').send({ id: spare.body.id }),
      'PUT /api/tutors/changeStatus',
    );
    const match = await staff.post('/api/matches').send({ tutee_id: tuteeId, tutor_id: tutorId, sendEmails: true });
    expectDocumentedResponse(match, 'POST /api/matches');
    matchId = match.body.match_id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('public routes: config, terms, the signed-in user, a refused submission, health', async () => {
    expectDocumentedResponse(await t.agent().get('/api/config'), 'GET /api/config');
    expectDocumentedResponse(await t.agent().get('/api/terms'), 'GET /api/terms');
    expectDocumentedResponse(await staff.get('/api/user'), 'GET /api/user');
    expectDocumentedResponse(await staff.get('/api/staff'), 'GET /api/staff');
    expectDocumentedResponse(await t.agent().get('/api/user'), 'GET /api/user');
    const refused = await t
      .agent()
      .post('/api/tutees')
      .send({ ...tuteeBody(), termsVersion: 'old' });
    expect(refused.status).toBe(400);
    expectDocumentedResponse(refused, 'POST /api/tutees');
    expectDocumentedResponse(await t.agent().get('/healthz'), 'GET /healthz');
    expectDocumentedResponse(await t.agent().get('/readyz'), 'GET /readyz');
  });

  it.each([
    '/api/tutees',
    '/api/tutees/active',
    '/api/tutees/deactive',
    '/api/tutors',
    '/api/tutors/active',
    '/api/tutors/deactive',
  ])('staff list %s, whole and paged', async (path) => {
    const whole = await staff.get(path);
    expectDocumentedResponse(whole, `GET ${path}`);
    const paged = await staff.get(path).query({ limit: 1, offset: 0 });
    expectDocumentedResponse(paged, `GET ${path}`);
  });

  it('the match list, whole (full records) and paged (narrow rows), and one match', async () => {
    const whole = await staff.get('/api/matches');
    expect(whole.body).toHaveLength(1);
    expectDocumentedResponse(whole, 'GET /api/matches');
    const paged = await staff.get('/api/matches').query({ limit: 10 });
    expect(paged.body).toHaveLength(1);
    expectDocumentedResponse(paged, 'GET /api/matches');
    expectDocumentedResponse(await staff.get(`/api/matches/${matchId}`), 'GET /api/matches/:match_id');
    expectDocumentedResponse(await staff.get('/api/matches/424242'), 'GET /api/matches/:match_id');
    expectDocumentedResponse(
      await staff.put('/api/matches/matchStatus').send({ tutee_id: tuteeId, tutor_id: tutorId }),
      'PUT /api/matches/matchStatus',
    );
    const resend = (emailId: number) => staff.post(`/api/matches/${matchId}/emails/${emailId}/resend`).send({});
    const resendRoute = 'POST /api/matches/:match_id/emails/:email_id/resend';
    expectDocumentedResponse(await resend(whole.body[0].emails[0].id), resendRoute);
    expectDocumentedResponse(await resend(424242), resendRoute);
  });

  it("a check-in link's page, its answer, and the answer of a used link", async () => {
    const token = await checkinToken(t.db, matchId);
    expectDocumentedResponse(await t.agent().get(`/api/checkins/${token}`), 'GET /api/checkins/:token');
    const answered = await t.agent().post(`/api/checkins/${token}`).send({ answer: 'yes' });
    expect(answered.status).toBe(200);
    expectDocumentedResponse(answered, 'POST /api/checkins/:token');
    const used = await t.agent().post(`/api/checkins/${token}`).send({ answer: 'yes' });
    expect(used.status).toBe(410);
    expectDocumentedResponse(used, 'POST /api/checkins/:token');
    expectDocumentedResponse(await t.agent().get(`/api/checkins/${token}`), 'GET /api/checkins/:token');
  });

  it("a concern link's form, a report, a refused report, the attention list with it, and closing it", async () => {
    const token = await emailedLinkToken(t.db, matchId, 'tutee', 'concern');
    expectDocumentedResponse(await t.agent().get(`/api/concerns/${token}`), 'GET /api/concerns/:token');
    expectDocumentedResponse(await t.agent().post(`/api/concerns/${token}`).send({}), 'POST /api/concerns/:token');
    const reported = await t.agent().post(`/api/concerns/${token}`).send({ message: 'We never heard back.' });
    expect(reported.status).toBe(201);
    expectDocumentedResponse(reported, 'POST /api/concerns/:token');
    const list = await staff.get('/api/attention');
    expectDocumentedResponse(list, 'GET /api/attention');
    const concernId = (list.body as { concern?: { id: number } }[])[0]!.concern!.id;
    const close = () =>
      staff.post(`/api/concerns/${concernId}/close`).send({ outcome: 'resolved', note: 'Spoke to both.' });
    const closed = await close();
    expect(closed.status).toBe(200);
    expectDocumentedResponse(closed, 'POST /api/concerns/:id/close');
    expectDocumentedResponse(await close(), 'POST /api/concerns/:id/close');
  });

  it("a confirmation link's page, the confirmation, and a used link", async () => {
    const token = await tokenInEmail(t.db, 'tutee', tuteeId, CONFIRMATION_KIND, '/confirm-email');
    const route = '/api/applications/confirm-email/:token';
    const path = `/api/applications/confirm-email/${token}`;
    expectDocumentedResponse(await t.agent().get(path), `GET ${route}`);
    const confirmed = await t.agent().post(path).send({});
    expect(confirmed.status).toBe(200);
    expectDocumentedResponse(confirmed, `POST ${route}`);
    const used = await t.agent().post(path).send({});
    expect(used.status).toBe(410);
    expectDocumentedResponse(used, `POST ${route}`);
    expectDocumentedResponse(await t.agent().get(path), `GET ${route}`);
  });

  it("a guardian's consent link's page, the consent, and a used link", async () => {
    // The app runs without GUARDIAN_CONSENT_BELOW_GRADE: the link is issued as the application would have been.
    const token = await issueLinkToken(t.db, 'guardian_consent', { role: 'tutee', id: tuteeId }, new Date(), 14);
    const route = '/api/applications/guardian-consent/:token';
    const path = `/api/applications/guardian-consent/${token}`;
    expectDocumentedResponse(await t.agent().get(path), `GET ${route}`);
    const consented = await t.agent().post(path).send({});
    expect(consented.status).toBe(200);
    expectDocumentedResponse(consented, `POST ${route}`);
    const used = await t.agent().post(path).send({});
    expect(used.status).toBe(410);
    expectDocumentedResponse(used, `POST ${route}`);
  });

  it('Manage my application: the link, its page, the session and each action on an own application', async () => {
    const email = 'manage.openapi@example.com';
    const own = await t
      .agent()
      .post('/api/tutors')
      .send(tutorBody({ firstName: 'Mo', lastName: 'Reyes', email, phone: '+15075550142' }));
    const id = own.body.id as number;
    expectDocumentedResponse(
      await t.agent().post('/api/applications/link').send({ email }),
      'POST /api/applications/link',
    );
    expectDocumentedResponse(
      await t.agent().post('/api/applications/link').send({ email: 'x' }),
      'POST /api/applications/link',
    );
    const token = await tokenInEmail(t.db, 'tutor', id, MANAGE_LINK_KIND, '/manage');
    const manage = '/api/applications/manage/:token';
    expectDocumentedResponse(await t.agent().get(`/api/applications/manage/${token}`), `GET ${manage}`);
    const applicant = t.agent();
    expectDocumentedResponse(await applicant.post(`/api/applications/manage/${token}`).send({}), `POST ${manage}`);
    expectDocumentedResponse(await applicant.post(`/api/applications/manage/${token}`).send({}), `POST ${manage}`);
    expectDocumentedResponse(await applicant.get('/api/applications/mine'), 'GET /api/applications/mine');
    expectDocumentedResponse(await t.agent().get('/api/applications/mine'), 'GET /api/applications/mine');
    const one = '/api/applications/mine/:role/:id';
    const path = `/api/applications/mine/tutor/${id}`;
    expectDocumentedResponse(await applicant.put(path).send({ phone: '+15075550143' }), `PUT ${one}`);
    expectDocumentedResponse(await applicant.put(path).send({ phone: 'nope' }), `PUT ${one}`);
    expectDocumentedResponse(await applicant.put('/api/applications/mine/tutor/424242').send({}), `PUT ${one}`);
    expectDocumentedResponse(await applicant.get(`${path}/export`), `GET ${one}/export`);
    expectDocumentedResponse(await applicant.post(`${path}/withdraw`).send({}), `POST ${one}/withdraw`);
    expectDocumentedResponse(await applicant.post(`${path}/erase`).send({}), `POST ${one}/erase`);
    expectDocumentedResponse(await applicant.delete('/api/applications/session'), 'DELETE /api/applications/session');
  });

  it('a reconfirmation round, its link page, an answer, a used link, and a resumed tutor', async () => {
    const round = await staff.post('/api/reconfirmations').send({ tutees: true, tutors: true });
    expect(round.status).toBe(201);
    expectDocumentedResponse(round, 'POST /api/reconfirmations');
    expectDocumentedResponse(await staff.post('/api/reconfirmations').send({}), 'POST /api/reconfirmations');
    // The waiting tutee is asked (the other is matched, the tutors are full or deactivated).
    const { rows } = await t.db.query<{ tutee_id: number }>('SELECT tutee_id FROM reconfirmation LIMIT 1');
    const token = await reconfirmToken(t.db, 'tutee', rows[0]!.tutee_id);
    expectDocumentedResponse(await t.agent().get(`/api/reconfirmations/${token}`), 'GET /api/reconfirmations/:token');
    const answered = await t.agent().post(`/api/reconfirmations/${token}`).send({ answer: 'yes' });
    expect(answered.status).toBe(200);
    expectDocumentedResponse(answered, 'POST /api/reconfirmations/:token');
    const used = await t.agent().post(`/api/reconfirmations/${token}`).send({ answer: 'yes' });
    expect(used.status).toBe(410);
    expectDocumentedResponse(used, 'POST /api/reconfirmations/:token');
    const resumed = await staff.post(`/api/tutors/${tutorId}/resume`).send({});
    expect(resumed.status).toBe(200);
    expectDocumentedResponse(resumed, 'POST /api/tutors/:id/resume');
    expectDocumentedResponse(await staff.post('/api/tutors/424242/resume').send({}), 'POST /api/tutors/:id/resume');
  });

  it('the attention list with an item, marking it handled, and a handled item naming no email of the match', async () => {
    // An email of the match marked failed as the outbox marks it after MAIL_MAX_ATTEMPTS, so the list has an item.
    const { rows } = await t.db.query<{ id: number }>(
      `UPDATE email_outbox SET failed_at = now() WHERE id = (SELECT max(id) FROM email_outbox WHERE match_id = $1)
       RETURNING id::int AS id`,
      [matchId],
    );
    const list = await staff.get('/api/attention');
    expect(list.body).toHaveLength(1);
    expectDocumentedResponse(list, 'GET /api/attention');
    const handled = { kind: 'email_failed', match_id: matchId, email_id: rows[0]!.id, note: 'Phoned them.' };
    expectDocumentedResponse(await staff.post('/api/attention/handled').send(handled), 'POST /api/attention/handled');
    const unknown = await staff.post('/api/attention/handled').send({ ...handled, email_id: 424242 });
    expectDocumentedResponse(unknown, 'POST /api/attention/handled');
  });

  it('candidate groups, the tutee to match, and the overview', async () => {
    const other = await staff.get('/api/tutees/active');
    const pendingId = (other.body as { id: number }[])[0]!.id;
    await t.agent().post('/api/tutors').send(tutorBody());
    const groups = await staff.get('/api/matches/groups').query({ ...candidateQuery, tuteeId: pendingId });
    expect(groups.body.A).toHaveLength(1);
    expectDocumentedResponse(groups, 'GET /api/matches/groups');
    for (const group of MATCH_GROUPS)
      expectDocumentedResponse(
        await staff.get(`/api/matches/group${group}`).query(candidateQuery),
        `GET /api/matches/group${group}`,
      );
    expectDocumentedResponse(
      await staff.get('/api/matches/groups').query({ ...candidateQuery, subject2: candidateQuery.subject1 }),
      'GET /api/matches/groups',
    );
    expectDocumentedResponse(await staff.get(`/api/matches/tutee/${pendingId}`), 'GET /api/matches/tutee/:id');
    expectDocumentedResponse(await staff.get(`/api/tutors/${tutorId}`), 'GET /api/tutors/:id');
    expectDocumentedResponse(await staff.get('/api/overview'), 'GET /api/overview');
    expectDocumentedResponse(await t.agent().get('/api/overview'), 'GET /api/overview');
  });

  it('the do-not-pair list, capacity, and ending the match', async () => {
    expectDocumentedResponse(
      await staff.put(`/api/tutors/${tutorId}/capacity`).send({ capacity: 2 }),
      'PUT /api/tutors/:id/capacity',
    );
    const ended = await staff.post(`/api/matches/${matchId}/end`).send({ reason: 'safety_concern' });
    expectDocumentedResponse(ended, 'POST /api/matches/:match_id/end');
    expectDocumentedResponse(
      await staff.post(`/api/matches/${matchId}/end`).send({ reason: 'finished' }),
      'POST /api/matches/:match_id/end',
    );
    expectDocumentedResponse(await staff.get(`/api/tutees/${tuteeId}/do-not-pair`), 'GET /api/tutees/:id/do-not-pair');
    expectDocumentedResponse(await staff.get(`/api/tutors/${tutorId}/do-not-pair`), 'GET /api/tutors/:id/do-not-pair');
    expectDocumentedResponse(
      await staff.delete(`/api/tutees/${tuteeId}/do-not-pair/${tutorId}`).send({}),
      'DELETE /api/tutees/:id/do-not-pair/:tutorId',
    );
    const added = await staff.post(`/api/tutees/${tuteeId}/do-not-pair`).send({ tutorId, reason: 'Asked not to.' });
    expect(added.status).toBe(201);
    expectDocumentedResponse(added, 'POST /api/tutees/:id/do-not-pair');
  });

  it('a proposal run, read back, and an accept that matches nothing (the pair named was not proposed)', async () => {
    const run = await staff.post('/api/proposals').send({});
    expect(run.status).toBe(201);
    expectDocumentedResponse(run, 'POST /api/proposals');
    expectDocumentedResponse(await staff.get(`/api/proposals/${run.body.id}`), 'GET /api/proposals/:id');
    const accepted = await staff
      .post(`/api/proposals/${run.body.id}/accept`)
      .send({ pairs: [{ tutee_id: tuteeId, tutor_id: tutorId }] });
    expect(accepted.body.created).toEqual([]);
    expectDocumentedResponse(accepted, 'POST /api/proposals/:id/accept');
  });

  it("an admin's export and erasure of one person", async () => {
    const exported = await staff.get(`/api/tutors/${spareId}/export`);
    expect(exported.status).toBe(200);
    expectDocumentedResponse(exported, 'GET /api/tutors/:id/export');
    expectDocumentedResponse(
      await staff.post(`/api/tutors/${spareId}/erase`).send({ confirmName: 'Someone Else' }),
      'POST /api/tutors/:id/erase',
    );
    const erased = await staff.post(`/api/tutors/${spareId}/erase`).send({ confirmName: spareName });
    expect(erased.status).toBe(200);
    expectDocumentedResponse(erased, 'POST /api/tutors/:id/erase');
  });

  it('staff accounts, the own password change and the audit log', async () => {
    const created = await staff.post('/api/staff').send({ username: 'coordinator.one', role: 'coordinator' });
    expect(created.status).toBe(201);
    expectDocumentedResponse(created, 'POST /api/staff');
    expectDocumentedResponse(
      await staff.post('/api/staff').send({ username: 'coordinator.one', role: 'coordinator' }),
      'POST /api/staff',
    );
    const path = `/api/staff/${created.body.id}`;
    expectDocumentedResponse(await staff.put(path).send({ active: false }), 'PUT /api/staff/:id');
    expectDocumentedResponse(await staff.put(path).send({ resetPassword: true }), 'PUT /api/staff/:id');
    expectDocumentedResponse(await staff.put('/api/staff/424242').send({ active: true }), 'PUT /api/staff/:id');
    expectDocumentedResponse(
      await staff
        .put('/api/user/password')
        .send({ currentPassword: 'not the password 1', newPassword: 'a new long password 9' }),
      'PUT /api/user/password',
    );
    const changed = await staff
      .put('/api/user/password')
      .send({ currentPassword: STAFF_PASSWORD, newPassword: 'a new long password 9' });
    expect(changed.status).toBe(200);
    expectDocumentedResponse(changed, 'PUT /api/user/password');
    const audit = await staff.get('/api/audit').query({ limit: 5 });
    expect(audit.body.length).toBeGreaterThan(0);
    expectDocumentedResponse(audit, 'GET /api/audit');
  });

  it("the organisation's settings, read, saved and refused", async () => {
    const settings = await staff.get('/api/settings');
    expectDocumentedResponse(settings, 'GET /api/settings');
    const saved = await staff.put('/api/settings').send({ ...settings.body, orgName: 'Riverside Tutors' });
    expect(saved.status).toBe(200);
    expectDocumentedResponse(saved, 'PUT /api/settings');
    expectDocumentedResponse(await staff.put('/api/settings').send({ orgName: '' }), 'PUT /api/settings');
  });

  it('sign-in refused and accepted, own sessions listed and ended, sign-out, a colleague registered, and the confirmation email asked for', async () => {
    await t.staffAgent('signin.check', 'coordinator');
    const visitor = t.agent();
    expectDocumentedResponse(
      await visitor.post('/api/user/login').send({ username: 'signin.check', password: 'not the password 1' }),
      'POST /api/user/login',
    );
    const signedIn = await visitor.post('/api/user/login').send({ username: 'signin.check', password: STAFF_PASSWORD });
    expect(signedIn.status).toBe(200);
    expectDocumentedResponse(signedIn, 'POST /api/user/login');
    await t.agent().post('/api/user/login').send({ username: 'signin.check', password: STAFF_PASSWORD }).expect(200);
    const sessions = await visitor.get('/api/user/sessions');
    expectDocumentedResponse(sessions, 'GET /api/user/sessions');
    const [own, other] = [true, false].map(
      (current) => (sessions.body as { id: string; current: boolean }[]).find((s) => s.current === current)!.id,
    );
    for (const [id, status] of [
      [other, 204],
      [other, 404],
      [own, 409],
    ] as const) {
      const ended = await visitor.delete(`/api/user/sessions/${id}`);
      expect(ended.status).toBe(status);
      expectDocumentedResponse(ended, 'DELETE /api/user/sessions/:id');
    }
    expectDocumentedResponse(await visitor.post('/api/user/logout').send({}), 'POST /api/user/logout');
    const registered = await staff
      .post('/api/user/register')
      .send({ username: 'registered.colleague', password: 'a long colleague password 3' });
    expect(registered.status).toBe(201);
    expectDocumentedResponse(registered, 'POST /api/user/register');
    expectDocumentedResponse(await t.agent().post('/api/mail').send({ email: 'family@example.org' }), 'POST /api/mail');
  });

  it("a tutee's status change, export and erasure; the programme widget; both CSV exports", async () => {
    const body = tuteeBody();
    const created = await t.agent().post('/api/tutees').send(body);
    const path = `/api/tutees/${created.body.id}`;
    expectDocumentedResponse(
      await staff.put('/api/tutees/changeStatus').send({ id: created.body.id }),
      'PUT /api/tutees/changeStatus',
    );
    expectDocumentedResponse(await staff.get(`${path}/export`), 'GET /api/tutees/:id/export');
    const erased = await staff.post(`${path}/erase`).send({ confirmName: `${body.firstName} ${body.lastName}` });
    expect(erased.status).toBe(200);
    expectDocumentedResponse(erased, 'POST /api/tutees/:id/erase');
    expectDocumentedResponse(await staff.get(`${path}/export`), 'GET /api/tutees/:id/export');
    expectDocumentedResponse(await staff.get('/api/test'), 'GET /api/test');
    expectDocumentedResponse(await staff.get('/api/matches/export.csv'), 'GET /api/matches/export.csv');
    expectDocumentedResponse(await staff.get('/api/audit/export.csv'), 'GET /api/audit/export.csv');
  });

  it('the reference itself: the document and its page', async () => {
    expectDocumentedResponse(await t.agent().get('/api/openapi.json'), 'GET /api/openapi.json');
    expectDocumentedResponse(await t.agent().get('/api/docs'), 'GET /api/docs');
    expectDocumentedResponse(await t.agent().get('/api/docs/assets/start.js'), 'GET /api/docs/assets/:file');
    expectDocumentedResponse(await t.agent().get('/api/docs/assets/swagger-ui.css'), 'GET /api/docs/assets/:file');
    expectDocumentedResponse(await t.agent().get('/api/docs/assets/package.json'), 'GET /api/docs/assets/:file');
  });

  it("a survey link's questions and its answer, for a match that ended", async () => {
    const tutee = await t.agent().post('/api/tutees').send(tuteeBody());
    const tutor = await t.agent().post('/api/tutors').send(tutorBody());
    const match = await staff.post('/api/matches').send({ tutee_id: tutee.body.id, tutor_id: tutor.body.id });
    await staff.post(`/api/matches/${match.body.match_id}/end`).send({ reason: 'finished' }).expect(200);
    const token = await emailedLinkToken(t.db, match.body.match_id, 'tutor', 'survey');
    expectDocumentedResponse(await t.agent().get(`/api/surveys/${token}`), 'GET /api/surveys/:token');
    expectDocumentedResponse(
      await t.agent().post(`/api/surveys/${token}`).send({ rating: 9 }),
      'POST /api/surveys/:token',
    );
    const answered = await t.agent().post(`/api/surveys/${token}`).send({ rating: 4, comment: 'Good.' });
    expect(answered.status).toBe(201);
    expectDocumentedResponse(answered, 'POST /api/surveys/:token');
    const record = await staff.get(`/api/matches/${match.body.match_id}`);
    expectDocumentedResponse(record, 'GET /api/matches/:match_id');
    expect(record.body.surveys).toMatchObject([{ side: 'tutor', rating: 4, comment: 'Good.' }]);
  });

  it('second factor: status, authenticator set-up, the two-step sign-in, own removal and an admin reset', async () => {
    const member = await t.staffAgent('mfa.check', 'coordinator');
    expectDocumentedResponse(await member.get('/api/user/mfa'), 'GET /api/user/mfa');
    const started = await member.post('/api/user/mfa/totp').send({});
    expectDocumentedResponse(started, 'POST /api/user/mfa/totp');
    const totp = new TOTP({ secret: Secret.fromBase32(started.body.secret as string) });
    const wrong = await member.post('/api/user/mfa/totp/confirm').send({ code: '000000' });
    expect(wrong.status).toBe(400);
    expectDocumentedResponse(wrong, 'POST /api/user/mfa/totp/confirm');
    const confirmed = await member.post('/api/user/mfa/totp/confirm').send({ code: totp.generate() });
    expectDocumentedResponse(confirmed, 'POST /api/user/mfa/totp/confirm');
    expectDocumentedResponse(await member.post('/api/user/mfa/totp').send({}), 'POST /api/user/mfa/totp');

    const visitor = t.agent();
    const challenge = await visitor.post('/api/user/login').send({ username: 'mfa.check', password: STAFF_PASSWORD });
    expect(challenge.body.mfaRequired).toBe(true);
    expectDocumentedResponse(challenge, 'POST /api/user/login');
    expectDocumentedResponse(
      await visitor.post('/api/user/login/mfa').send({ code: '000000' }),
      'POST /api/user/login/mfa',
    );
    const recoveryCode = (confirmed.body.recoveryCodes as string[])[0];
    expectDocumentedResponse(
      await visitor.post('/api/user/login/mfa/passkey').send({}),
      'POST /api/user/login/mfa/passkey',
    );
    const done = await visitor.post('/api/user/login/mfa').send({ code: recoveryCode });
    expect(done.status).toBe(200);
    expectDocumentedResponse(done, 'POST /api/user/login/mfa');

    expectDocumentedResponse(
      await t.agent().post('/api/user/login/mfa/passkey').send({}),
      'POST /api/user/login/mfa/passkey',
    );
    expectDocumentedResponse(await member.get('/api/user/mfa/passkeys'), 'GET /api/user/mfa/passkeys');
    expectDocumentedResponse(
      await member.post('/api/user/mfa/passkeys/options').send({}),
      'POST /api/user/mfa/passkeys/options',
    );
    const forged = await member.post('/api/user/mfa/passkeys').send({
      response: {
        id: 'AAAA',
        rawId: 'AAAA',
        type: 'public-key',
        clientExtensionResults: {},
        response: { clientDataJSON: 'e30', attestationObject: 'oA' },
      },
    });
    expect(forged.status).toBe(400);
    expectDocumentedResponse(forged, 'POST /api/user/mfa/passkeys');
    expectDocumentedResponse(await member.delete('/api/user/mfa/passkeys/AAAA'), 'DELETE /api/user/mfa/passkeys/:id');
    expectDocumentedResponse(await member.delete('/api/user/mfa'), 'DELETE /api/user/mfa');
    const id = (await member.get('/api/user')).body.id as number;
    expectDocumentedResponse(await staff.delete(`/api/staff/${id}/mfa`), 'DELETE /api/staff/:id/mfa');
    expectDocumentedResponse(await staff.delete('/api/staff/424242/mfa'), 'DELETE /api/staff/:id/mfa');
  });

  // Last in the file: the tests above have checked a real answer of every documented route.
  it('has checked a real answer of every route the document describes', () => {
    const documented = Object.entries(t.document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(documented.filter((route) => !checkedRoutes.has(route))).toEqual([]);
  });
});
