import { afterEach, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import { Secret, TOTP } from 'otpauth';
import { MFA_MESSAGES, PASSKEY_MESSAGES, type MfaStatusDto, type StaffUserDto } from '@tutoring/common';
import { createTestApp, STAFF_PASSWORD, type TestApp } from '../../../test/testApp.js';
import { staffMfaPolicy } from './policy.js';

/** The code an authenticator app shows `offsetSteps` time steps from now (each 30 s). */
const codeOf = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

interface Enrolled {
  secret: string;
  recoveryCodes: string[];
}

describe('second factor for staff (TOTP and recovery codes)', () => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  async function enrol(agent: TestAgent): Promise<Enrolled> {
    const started = await agent.post('/api/user/mfa/totp').send({}).expect(200);
    const secret = (started.body as { secret: string }).secret;
    const confirmed = await agent
      .post('/api/user/mfa/totp/confirm')
      .send({ code: codeOf(secret) })
      .expect(200);
    return { secret, recoveryCodes: (confirmed.body as { recoveryCodes: string[] }).recoveryCodes };
  }

  /** Signs `username` in up to the second step; answers the agent, which is not signed in yet. */
  async function passwordStep(username: string): Promise<TestAgent> {
    const agent = t.agent();
    const res = await agent.post('/api/user/login').send({ username, password: STAFF_PASSWORD }).expect(200);
    expect(res.body).toEqual({ mfaRequired: true, methods: ['totp', 'recovery'] });
    return agent;
  }

  it('enrols an authenticator: secret and otpauth URL, the first right code confirms it, 10 recovery codes once', async () => {
    t = await createTestApp({ ORG_NAME: 'Northside Tutoring' });
    const agent = await t.staffAgent('ada');

    const started = await agent.post('/api/user/mfa/totp').send({}).expect(200);
    const { secret, otpauthUrl } = started.body as { secret: string; otpauthUrl: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Northside%20Tutoring:ada\?/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(started.headers['cache-control']).toBe('no-store');

    // Not yet confirmed: sign-in does not ask for it, the status says none.
    expect(((await agent.get('/api/user/mfa').expect(200)).body as MfaStatusDto).totp).toBe(false);
    const wrong = await agent.post('/api/user/mfa/totp/confirm').send({ code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(MFA_MESSAGES.wrongCode);

    const confirmed = await agent
      .post('/api/user/mfa/totp/confirm')
      .send({ code: codeOf(secret) })
      .expect(200);
    const recoveryCodes = (confirmed.body as { recoveryCodes: string[] }).recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    expect((await agent.get('/api/user/mfa').expect(200)).body).toEqual({
      totp: true,
      passkeys: 0,
      recoveryCodesLeft: 10,
      required: false,
    });
    // Confirmed once: a second confirmation or a new start is refused, the secret is not replaced.
    expect((await agent.post('/api/user/mfa/totp/confirm').send({ code: codeOf(secret, 1) })).status).toBe(409);
    expect((await agent.post('/api/user/mfa/totp').send({})).status).toBe(409);

    // Neither the secret nor any recovery code is stored as it was shown.
    const stored = await t.db.query<{ row: string }>(
      `SELECT row_to_json(f)::text AS row FROM staff_totp f
       UNION ALL SELECT row_to_json(r)::text FROM staff_recovery_codes r`,
    );
    const dump = stored.rows.map((r) => r.row).join('\n');
    expect(stored.rows).toHaveLength(11);
    expect(dump).not.toContain(secret);
    for (const code of recoveryCodes) {
      expect(dump).not.toContain(code);
      expect(dump).not.toContain(code.replace('-', ''));
    }
    const audit = await t.db.query("SELECT staff_user_id, details FROM audit_log WHERE action = 'staff.mfa_enrol'");
    expect(audit.rows).toEqual([{ staff_user_id: expect.any(Number), details: { method: 'totp' } }]);
  });

  it('asks for the code at sign-in: until it is given every staff route answers 401; a code works once', async () => {
    t = await createTestApp();
    const { secret } = await enrol(await t.staffAgent('ada'));

    const agent = await passwordStep('ada');
    for (const path of ['/api/user', '/api/tutees', '/api/staff', '/api/user/sessions', '/api/user/mfa'])
      expect((await agent.get(path)).status, path).toBe(401);
    expect((await agent.post('/api/user/mfa/totp').send({})).status).toBe(401);

    // The code of the next time step (a phone clock a little ahead), then the very same code again.
    const code = codeOf(secret, 1);
    const done = await agent.post('/api/user/login/mfa').send({ code }).expect(200);
    expect(done.body as StaffUserDto).toEqual({
      id: expect.any(Number),
      username: 'ada',
      role: 'admin',
      mustChangePassword: false,
    });
    expect((await agent.get('/api/tutees')).status).toBe(200);
    const signIns = await t.db.query<{ details: { method?: string } }>(
      "SELECT details FROM audit_log WHERE action = 'auth.sign_in' ORDER BY id DESC LIMIT 1",
    );
    expect(signIns.rows[0]?.details.method).toBe('totp');

    const again = await passwordStep('ada');
    const reused = await again.post('/api/user/login/mfa').send({ code });
    expect(reused.status).toBe(401);
    expect(reused.body.error.message).toBe(MFA_MESSAGES.wrongCode);
    // The code used at enrolment is older still: refused too.
    expect((await again.post('/api/user/login/mfa').send({ code: codeOf(secret) })).status).toBe(401);
    expect((await again.get('/api/tutees')).status).toBe(401);
    const failures = await t.db.query(
      "SELECT staff_user_id, entity_id FROM audit_log WHERE action = 'auth.mfa_failed'",
    );
    expect(failures.rows).toHaveLength(2);
    expect(failures.rows[0]).toEqual({ staff_user_id: null, entity_id: expect.any(Number) });
  });

  it('takes one code once even when two sign-ins send it at the same moment', async () => {
    t = await createTestApp();
    const { secret } = await enrol(await t.staffAgent('ada'));
    const [first, second] = [await passwordStep('ada'), await passwordStep('ada')];
    const code = codeOf(secret, 1);
    const answers = await Promise.all([first, second].map((agent) => agent.post('/api/user/login/mfa').send({ code })));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 401]);
  });

  it('refuses the second step without a password step in the same session', async () => {
    t = await createTestApp();
    const { secret } = await enrol(await t.staffAgent('ada'));
    await passwordStep('ada');
    // Another browser (no pending sign-in) with a right code gets nowhere.
    const stranger = t.agent();
    const res = await stranger.post('/api/user/login/mfa').send({ code: codeOf(secret, 1) });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(MFA_MESSAGES.noPendingSignIn);
    expect((await stranger.get('/api/user')).status).toBe(401);

    // A waiting sign-in past its few minutes takes no code either.
    const late = await passwordStep('ada');
    await t.db.query(
      `UPDATE session SET sess = jsonb_set(sess::jsonb, '{mfaPending,until}', '0')::json WHERE sess::jsonb ? 'mfaPending'`,
    );
    const expired = await late.post('/api/user/login/mfa').send({ code: codeOf(secret, 1) });
    expect(expired.status).toBe(401);
    expect(expired.body.error.message).toBe(MFA_MESSAGES.noPendingSignIn);
  });

  it('signs in with a recovery code once; the code is then spent', async () => {
    t = await createTestApp();
    const { recoveryCodes } = await enrol(await t.staffAgent('ada'));
    const [first] = recoveryCodes;

    const agent = await passwordStep('ada');
    // Typed in capitals and without the dash, as from paper.
    await agent
      .post('/api/user/login/mfa')
      .send({ code: first!.replace('-', ' ').toUpperCase() })
      .expect(200);
    expect((await agent.get('/api/user/mfa').expect(200)).body).toMatchObject({ recoveryCodesLeft: 9 });
    await agent.post('/api/user/logout').send({}).expect(204);

    const again = await passwordStep('ada');
    expect((await again.post('/api/user/login/mfa').send({ code: first })).status).toBe(401);
    await again.post('/api/user/login/mfa').send({ code: recoveryCodes[1] }).expect(200);
  });

  it('throttles wrong codes like passwords: after LOGIN_MAX_FAILURES even the right code waits', async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: '3' });
    const { secret } = await enrol(await t.staffAgent('ada'));
    const agent = await passwordStep('ada');
    for (const code of ['111111', '222222', 'wrong-recovery']) {
      expect((await agent.post('/api/user/login/mfa').send({ code })).status).toBe(401);
    }
    const limited = await agent.post('/api/user/login/mfa').send({ code: codeOf(secret, 1) });
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe(MFA_MESSAGES.tooMany);
    // A new password step (a new session) does not start the count afresh: it is the account's.
    const again = await passwordStep('ada');
    expect((await again.post('/api/user/login/mfa').send({ code: codeOf(secret, 1) })).status).toBe(429);
    expect((await again.get('/api/user')).status).toBe(401);
  });

  it('throttles wrong codes when confirming an authenticator too', async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: '2' });
    const agent = await t.staffAgent('ada');
    const { secret } = (await agent.post('/api/user/mfa/totp').send({}).expect(200)).body as { secret: string };
    for (const code of ['111111', '222222'])
      expect((await agent.post('/api/user/mfa/totp/confirm').send({ code })).status).toBe(400);
    expect((await agent.post('/api/user/mfa/totp/confirm').send({ code: codeOf(secret) })).status).toBe(429);
  });

  it('STAFF_MFA=required: a member without a factor can only set one up, then everything opens', async () => {
    t = await createTestApp({ STAFF_MFA: 'required' });
    const agent = await t.staffAgent('kim', 'coordinator');
    const me = (await agent.get('/api/user').expect(200)).body as StaffUserDto;
    expect(me.mustEnrolSecondFactor).toBe(true);
    const refused = await agent.get('/api/tutees');
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(MFA_MESSAGES.mustEnrol);
    expect((await agent.get('/api/user/sessions')).status).toBe(403);
    expect(((await agent.get('/api/user/mfa').expect(200)).body as MfaStatusDto).required).toBe(true);

    await enrol(agent);
    expect((await agent.get('/api/user').expect(200)).body).not.toHaveProperty('mustEnrolSecondFactor');
    expect((await agent.get('/api/tutees')).status).toBe(200);

    // Removing the only factor closes everything again at once.
    await agent.delete('/api/user/mfa').expect(204);
    expect((await agent.get('/api/tutees')).status).toBe(403);
    // Nothing left to remove: the same answer, and no second audit row.
    await agent.delete('/api/user/mfa').expect(204);
    const removed = await t.db.query(
      "SELECT staff_user_id, entity_id FROM audit_log WHERE action = 'staff.mfa_remove'",
    );
    expect(removed.rows).toHaveLength(1);
  });

  it('STAFF_MFA=required-for-admins asks admins only; optional asks nobody; the default follows NODE_ENV', async () => {
    t = await createTestApp({ STAFF_MFA: 'required-for-admins' });
    const admin = await t.staffAgent('ada', 'admin');
    const coordinator = await t.staffAgent('kim', 'coordinator');
    expect((await admin.get('/api/staff')).status).toBe(403);
    expect((await coordinator.get('/api/tutees')).status).toBe(200);
    await t.close();

    t = await createTestApp({ STAFF_MFA: 'optional' });
    expect((await (await t.staffAgent('ada', 'admin')).get('/api/staff')).status).toBe(200);

    expect(staffMfaPolicy({ NODE_ENV: 'production', STAFF_MFA: undefined })).toBe('required-for-admins');
    expect(staffMfaPolicy({ NODE_ENV: 'development', STAFF_MFA: undefined })).toBe('optional');
    expect(staffMfaPolicy({ NODE_ENV: 'production', STAFF_MFA: 'optional' })).toBe('optional');
  });

  it("lets an admin remove a member's factors (a lost phone), audited; their next sign-in needs the password only", async () => {
    t = await createTestApp();
    const admin = await t.staffAgent('ada', 'admin');
    const member = await t.staffAgent('kim', 'coordinator');
    await enrol(member);
    const kimId = ((await member.get('/api/user').expect(200)).body as StaffUserDto).id;
    const adminId = ((await admin.get('/api/user').expect(200)).body as StaffUserDto).id;
    const listed = (await admin.get('/api/staff').expect(200)).body as { id: number; hasSecondFactor: boolean }[];
    expect(listed.find((a) => a.id === kimId)?.hasSecondFactor).toBe(true);

    expect((await member.delete(`/api/staff/${kimId}/mfa`)).status).toBe(403);
    expect((await admin.delete('/api/staff/99999/mfa')).status).toBe(404);
    await admin.delete(`/api/staff/${kimId}/mfa`).expect(204);

    const audit = await t.db.query(
      "SELECT staff_user_id, entity_id, details FROM audit_log WHERE action = 'staff.mfa_reset'",
    );
    expect(audit.rows).toEqual([
      { staff_user_id: adminId, entity_id: kimId, details: { ip: expect.any(String), had: true } },
    ]);
    const res = await t.agent().post('/api/user/login').send({ username: 'kim', password: STAFF_PASSWORD }).expect(200);
    expect((res.body as StaffUserDto).username).toBe('kim');
    const after = (await admin.get('/api/staff').expect(200)).body as { id: number; hasSecondFactor: boolean }[];
    expect(after.find((a) => a.id === kimId)?.hasSecondFactor).toBe(false);
  });

  it('passkeys: creation options bound to the host, refused answers, and the sign-in options only while a sign-in waits', async () => {
    t = await createTestApp();
    const agent = await t.staffAgent('ada');
    expect((await agent.get('/api/user/mfa/passkeys').expect(200)).body).toEqual([]);
    // Without options asked for first, or with an answer that does not verify: 400, nothing stored.
    const answer = {
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: 'e30', attestationObject: 'oA' },
    };
    const early = await agent.post('/api/user/mfa/passkeys').send({ response: answer });
    expect(early.status).toBe(400);
    expect(early.body.error.message).toBe(PASSKEY_MESSAGES.noChallenge);
    const options = (await agent.post('/api/user/mfa/passkeys/options').send({}).expect(200)).body as {
      challenge: string;
      rp: { id: string; name: string };
      user: { name: string };
    };
    expect(options.rp.id).toBe('127.0.0.1');
    expect(options.user.name).toBe('ada');
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const forged = await agent.post('/api/user/mfa/passkeys').send({ response: answer });
    expect(forged.status).toBe(400);
    expect(forged.body.error.message).toBe(PASSKEY_MESSAGES.notVerified);
    // The challenge was spent on that answer.
    expect((await agent.post('/api/user/mfa/passkeys').send({ response: answer })).body.error.message).toBe(
      PASSKEY_MESSAGES.noChallenge,
    );
    expect((await t.db.query('SELECT 1 FROM staff_passkeys')).rowCount).toBe(0);
    expect((await agent.delete('/api/user/mfa/passkeys/AAAA')).status).toBe(404);

    // The sign-in's passkey options need a waiting sign-in; an account with only an app is offered no passkey.
    expect((await t.agent().post('/api/user/login/mfa/passkey').send({})).status).toBe(401);
    await enrol(agent);
    const waiting = await passwordStep('ada');
    const signInOptions = (await waiting.post('/api/user/login/mfa/passkey').send({}).expect(200)).body as {
      allowCredentials?: unknown[];
    };
    expect(signInOptions.allowCredentials ?? []).toEqual([]);
    const refused = await waiting
      .post('/api/user/login/mfa')
      .send({ passkey: { ...answer, response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' } } });
    expect(refused.status).toBe(401);
    expect((await waiting.get('/api/user')).status).toBe(401);
  });
});
