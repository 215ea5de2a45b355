import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, STAFF_PASSWORD, type TestApp } from '../../test/testApp.js';
import { COMMON_PASSWORD, isCommonPassword } from './passwordPolicy.js';

const TOO_SHORT = 'Use at least 12 characters for a staff password: long passwords are the hardest to guess.';

describe('own password (PUT /api/user/password) and the password rules', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('the common-password list comes from the package and is compared without regard to case', async () => {
    expect(await isCommonPassword('qwerty123456')).toBe(true);
    expect(await isCommonPassword('QWERTY123456')).toBe(true);
    expect(await isCommonPassword('1qaz2wsx3edc')).toBe(true);
    expect(await isCommonPassword('staff password 123')).toBe(false);
  });

  it('changes the password with the current one; every other session ends, this one stays', async () => {
    const agent = await t.staffAgent('kim', 'coordinator');
    const other = await t.agent().post('/api/user/login').send({ username: 'kim', password: STAFF_PASSWORD });
    const otherCookie = (other.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    const res = await agent
      .put('/api/user/password')
      .send({ currentPassword: STAFF_PASSWORD, newPassword: 'a brand new password' });
    expect(res.status).toBe(200);
    expect((await agent.get('/api/tutees')).status).toBe(200);
    expect((await t.agent().get('/api/user').set('Cookie', otherCookie)).status).toBe(401);
    expect((await t.agent().post('/api/user/login').send({ username: 'kim', password: STAFF_PASSWORD })).status).toBe(
      401,
    );
    expect(
      (await t.agent().post('/api/user/login').send({ username: 'kim', password: 'a brand new password' })).status,
    ).toBe(200);
  });

  it('refuses a wrong current password, a short, common or unchanged new one, each saying why', async () => {
    const agent = await t.staffAgent('kim');
    const cases: [Record<string, string>, string, string][] = [
      [
        { currentPassword: 'not my password', newPassword: 'a brand new password' },
        'currentPassword',
        'The current password is not right.',
      ],
      [{ currentPassword: STAFF_PASSWORD, newPassword: 'short one' }, 'newPassword', TOO_SHORT],
      [{ currentPassword: STAFF_PASSWORD, newPassword: 'Qwerty123456' }, 'newPassword', COMMON_PASSWORD],
      [
        { currentPassword: STAFF_PASSWORD, newPassword: STAFF_PASSWORD },
        'newPassword',
        'Choose a new password, not the current one.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await agent.put('/api/user/password').send(body);
      expect(res.status, message).toBe(400);
      expect(res.body.error.fieldErrors[field], message).toEqual([message]);
    }
    expect((await t.agent().post('/api/user/login').send({ username: 'kim', password: STAFF_PASSWORD })).status).toBe(
      200,
    );
  });

  it('the same rules hold for first-run setup and a colleague registered through /api/user/register', async () => {
    const setupCode = await t.setupCode();
    const first = await t
      .agent()
      .post('/api/user/register')
      .send({ username: 'founder', password: 'qwerty123456', setupCode });
    expect(first.status).toBe(400);
    expect(first.body.error.fieldErrors.password).toEqual([COMMON_PASSWORD]);
    const admin = await t.staffAgent('lead');
    const common = await admin.post('/api/user/register').send({ username: 'casey', password: '1qaz2wsx3edc' });
    expect(common.body.error.fieldErrors.password).toEqual([COMMON_PASSWORD]);
    const short = await admin.post('/api/user/register').send({ username: 'casey', password: 'elevenchars' });
    expect(short.body.error.fieldErrors.password).toEqual([TOO_SHORT]);
    expect(await t.db.query("SELECT 1 FROM staff_users WHERE username = 'casey'").then((r) => r.rows)).toEqual([]);
  });

  it('a password longer than bcrypt reads (72 bytes) never signs in, nor passes as the current one', async () => {
    const admin = await t.staffAgent('lead');
    const exact = 'a 72-byte password: '.padEnd(72, 'x');
    expect(Buffer.byteLength(exact)).toBe(72);
    await admin.post('/api/user/register').send({ username: 'casey', password: exact }).expect(201);
    const login = (password: string) => t.agent().post('/api/user/login').send({ username: 'casey', password });
    for (const tail of ['y', ' and anything after it', '🔑'])
      expect(await login(exact + tail).then((r) => r.status), tail).toBe(401);
    const signedIn = await login(exact);
    expect(signedIn.status).toBe(200);
    const cookie = (signedIn.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    const change = await t
      .agent()
      .put('/api/user/password')
      .set('Cookie', cookie)
      .send({ currentPassword: `${exact}y`, newPassword: 'my own new password 7' });
    expect(change.status).toBe(400);
    expect(change.body.error.fieldErrors.currentPassword).toEqual(['The current password is not right.']);
  });

  it('limits wrong current passwords per account, like sign-in', async () => {
    const strict = await createTestApp({ LOGIN_MAX_FAILURES: '3' }, t.db);
    try {
      const agent = await strict.staffAgent('kim');
      for (let i = 0; i < 3; i += 1) {
        expect(
          (
            await agent
              .put('/api/user/password')
              .send({ currentPassword: `guess number ${i}`, newPassword: 'a brand new password' })
          ).status,
        ).toBe(400);
      }
      const limited = await agent
        .put('/api/user/password')
        .send({ currentPassword: STAFF_PASSWORD, newPassword: 'a brand new password' });
      expect(limited.status).toBe(429);
    } finally {
      await strict.close();
    }
  });
});
