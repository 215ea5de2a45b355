import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { AUDIT_ACTIONS, CONFIRMATION_KIND, MANAGE_LINK_KIND } from '@tutoring/common';
import { checkinToken, emailedLinkToken } from '../../test/checkins.js';
import { moveReconfirmTime, reconfirmToken } from '../../test/reconfirmations.js';
import { createTestApp, STAFF_PASSWORD, type TestApp } from '../../test/testApp.js';
import { apply, insertMatch, type Applicant } from '../../test/people.js';
import { tokenInEmail } from '../applications/testLinks.js';
import { issueLinkToken } from '../links/tokens.js';
import { retentionPolicy } from '../retention/policy.js';
import { expireReconfirmations } from '../reconfirmations/service.js';
import { runRetention } from '../retention/service.js';

const SERVER_SRC = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) yield full;
  }
}

// AUDIT_ACTIONS is what the Audit page filters by and names. The audit repo's writers take only those actions (their
// type), so an unlisted action cannot compile; these tests make sure nothing goes around them, and that each listed
// action is one the server really writes.
describe('the audit actions the server writes are exactly AUDIT_ACTIONS', () => {
  it('no server code but the audit repo writes audit_log', () => {
    const writers = [...sourceFiles(SERVER_SRC)]
      .filter((file) => /\b(INSERT\s+INTO|COPY)\s+audit_log\b/i.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(SERVER_SRC, file));
    expect(writers).toEqual([path.join('audit', 'repo.ts')]);
  });

  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ SUBMISSIONS_PER_HOUR: '1000', LOGIN_MAX_FAILURES: '2' });
  });
  afterEach(async () => {
    await t?.close();
  });

  it('every audited event, each done once through the app, writes only listed actions, and every listed one', async () => {
    const admin = await t.staffAgent('lead');
    // Sign-in failures, then the lockout of the next attempt.
    for (let i = 0; i < 3; i += 1)
      await t.agent().post('/api/user/login').send({ username: 'lead', password: 'not the password' });

    const created = await admin.post('/api/staff').send({ username: 'casey', role: 'coordinator' }).expect(201);
    const casey = created.body.id as number;
    await admin.put(`/api/staff/${casey}`).send({ role: 'admin' }).expect(200);
    await admin.put(`/api/staff/${casey}`).send({ active: false, resetPassword: true }).expect(200);
    await admin.put(`/api/staff/${casey}`).send({ active: true }).expect(200);
    const colleague = await t.staffAgent('kim');
    await colleague
      .put('/api/user/password')
      .send({ currentPassword: STAFF_PASSWORD, newPassword: 'a brand new password 7' })
      .expect(200);
    await t.agent().post('/api/user/login').send({ username: 'kim', password: 'a brand new password 7' }).expect(200);
    const sessions = await colleague.get('/api/user/sessions').expect(200);
    const other = (sessions.body as { id: string; current: boolean }[]).find((session) => !session.current);
    await colleague.delete(`/api/user/sessions/${other?.id}`).expect(204);
    // A second factor set up, a wrong code at sign-in, removed by its owner, then reset by an admin.
    const { secret } = (await colleague.post('/api/user/mfa/totp').send({}).expect(200)).body as { secret: string };
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    await colleague.post('/api/user/mfa/totp/confirm').send({ code: totp.generate() }).expect(200);
    const twoStep = t.agent();
    await twoStep.post('/api/user/login').send({ username: 'kim', password: 'a brand new password 7' }).expect(200);
    await twoStep.post('/api/user/login/mfa').send({ code: 'not-a-code' }).expect(401);
    await colleague.delete('/api/user/mfa').expect(204);
    await admin.delete(`/api/staff/${casey}/mfa`).expect(204);
    await colleague.post('/api/user/logout').send({}).expect(204);

    const tutee = await apply(t, 'tutee');
    const tutor = await apply(t, 'tutor');
    const spareTutee = await apply(t, 'tutee');
    const spareTutor = await apply(t, 'tutor');
    await admin.get('/api/tutees').expect(200);
    await admin.get('/api/tutors').expect(200);
    for (const [path, id] of [
      ['/api/tutees/changeStatus', spareTutee.id],
      ['/api/tutors/changeStatus', spareTutor.id],
    ] as const) {
      await admin.put(path).send({ id }).expect(200); // deactivates
      await admin.put(path).send({ id }).expect(200); // activates again
    }
    await admin.get(`/api/matches/tutee/${tutee.id}`).expect(200);
    await admin.get(`/api/tutors/${tutor.id}`).expect(200);
    await admin.put(`/api/tutors/${tutor.id}/capacity`).send({ capacity: 2 }).expect(200);
    const match = await admin
      .post('/api/matches')
      .send({ tutee_id: tutee.id, tutor_id: tutor.id, sendEmails: true })
      .expect(201);
    const matchId = match.body.match_id as number;
    await admin.post(`/api/matches/${matchId}/emails/${match.body.emails[0].id}/resend`).send({}).expect(201);
    await admin.put('/api/matches/matchStatus').send({ tutee_id: tutee.id, tutor_id: tutor.id }).expect(200);
    const token = await checkinToken(t.db, matchId);
    await t.agent().post(`/api/checkins/${token}`).send({ answer: 'yes' }).expect(200);
    await admin
      .post('/api/attention/handled')
      .send({ kind: 'no_answer', match_id: matchId, note: 'Both said hello.' })
      .expect(201);
    await admin.get(`/api/matches/${matchId}`).expect(200);
    await admin.get('/api/matches').expect(200);
    await admin.get('/api/matches/export.csv').expect(200);
    await admin.post(`/api/matches/${matchId}/end`).send({ reason: 'finished' }).expect(200);
    // The family reports a concern, staff close it; the tutor answers How did it go?.
    const concern = await emailedLinkToken(t.db, matchId, 'tutee', 'concern');
    await t.agent().post(`/api/concerns/${concern}`).send({ message: 'We never met.' }).expect(201);
    const { rows: concerns } = await t.db.query<{ id: number }>('SELECT id::int AS id FROM match_concern');
    await admin
      .post(`/api/concerns/${concerns[0]!.id}/close`)
      .send({ outcome: 'no_action', note: 'Asked.' })
      .expect(200);
    const survey = await emailedLinkToken(t.db, matchId, 'tutor', 'survey');
    await t.agent().post(`/api/surveys/${survey}`).send({ rating: 5 }).expect(201);
    await admin
      .post(`/api/tutees/${spareTutee.id}/do-not-pair`)
      .send({ tutorId: spareTutor.id, reason: 'Asked not to.' })
      .expect(201);
    await admin.get(`/api/tutees/${spareTutee.id}/do-not-pair`).expect(200);
    await admin.delete(`/api/tutees/${spareTutee.id}/do-not-pair/${spareTutor.id}`).send({}).expect(200);
    const run = await admin.post('/api/proposals').send({}).expect(201);
    await admin.get(`/api/proposals/${run.body.id}`).expect(200);
    await admin.post(`/api/proposals/${run.body.id}/accept`).send({ pairs: [] }).expect(200);
    // A reconfirmation round: one tutor answers; the rest, unanswered, expire (a tutor paused), and staff resume.
    await admin.post('/api/reconfirmations').send({ tutees: true, tutors: true }).expect(201);
    const answer = await reconfirmToken(t.db, 'tutor', spareTutor.id);
    await t.agent().post(`/api/reconfirmations/${answer}`).send({ answer: 'yes' }).expect(200);
    await moveReconfirmTime(t, 15);
    expect((await expireReconfirmations(t.db)).tutors).toBe(1);
    await admin.post(`/api/tutors/${tutor.id}/resume`).send({}).expect(200);
    for (const person of [spareTutee, spareTutor]) {
      await admin.get(`/api/${person.kind}s/${person.id}/export`).expect(200);
      await admin
        .post(`/api/${person.kind}s/${person.id}/erase`)
        .send({ confirmName: `${person.person.firstName} ${person.person.lastName}` })
        .expect(200);
    }
    // The applicant's own actions: confirming the address, then from a manage link's session.
    const applicant = await apply(t, 'tutor');
    const confirmToken = await tokenInEmail(t.db, 'tutor', applicant.id, CONFIRMATION_KIND, '/confirm-email');
    await t.agent().post(`/api/applications/confirm-email/${confirmToken}`).send({}).expect(200);
    // A guardian's consent, as GUARDIAN_CONSENT_BELOW_GRADE would have asked for it.
    const young = await apply(t, 'tutee');
    const consentToken = await issueLinkToken(
      t.db,
      'guardian_consent',
      { role: 'tutee', id: young.id },
      new Date(),
      14,
    );
    await t.agent().post(`/api/applications/guardian-consent/${consentToken}`).send({}).expect(200);
    const session = async (person: Applicant) => {
      await t.agent().post('/api/applications/link').send({ email: person.person.email }).expect(202);
      const manageToken = await tokenInEmail(t.db, person.kind, person.id, MANAGE_LINK_KIND, '/manage');
      const agent = t.agent();
      await agent.post(`/api/applications/manage/${manageToken}`).send({}).expect(200);
      return agent;
    };
    const own = await session(applicant);
    const mine = `/api/applications/mine/tutor/${applicant.id}`;
    await own.put(mine).send({ phone: '+15075550177' }).expect(200);
    await own.get(`${mine}/export`).expect(200);
    await own.post(`${mine}/withdraw`).send({}).expect(200);
    await own.post(`${mine}/erase`).send({}).expect(200);
    const matchedTutor = await apply(t, 'tutor');
    await insertMatch(t.db, (await apply(t, 'tutee')).id, matchedTutor.id, '1 day', null);
    await (
      await session(matchedTutor)
    )
      .post(`/api/applications/mine/tutor/${matchedTutor.id}/erase`)
      .send({})
      .expect(200);
    await admin.get('/api/audit/export.csv').expect(200);
    const settings = await admin.get('/api/settings').expect(200);
    await admin
      .put('/api/settings')
      .send({ ...settings.body, orgName: 'Riverside Tutors' })
      .expect(200);
    // The daily job, as each server process runs it.
    expect((await runRetention(t.db, retentionPolicy(t.ctx.config))).ran).toBe(true);

    const { rows } = await t.db.query<{ action: string }>('SELECT DISTINCT action FROM audit_log');
    expect(rows.map((row) => row.action).sort()).toEqual([...AUDIT_ACTIONS].sort());
  });
});
