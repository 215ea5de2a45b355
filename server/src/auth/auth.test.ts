import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionCookieOf } from '../../test/sessionCookie.js';
import { createTestApp, STAFF_PASSWORD, type TestApp } from '../../test/testApp.js';

describe('staff accounts and sessions', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('first-run registration creates the first account and signs it in', async () => {
    const agent = t.agent();
    expect((await agent.get('/api/config')).body.needsSetup).toBe(true);
    const setupCode = await t.setupCode();
    const created = await agent
      .post('/api/user/register')
      .send({ username: 'admin', password: 'long enough password', setupCode });
    expect(created.status).toBe(201);
    // The first account is an admin, with the password its owner chose.
    expect(created.body).toEqual({
      id: expect.any(Number),
      username: 'admin',
      role: 'admin',
      mustChangePassword: false,
    });
    const me = await agent.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toEqual(created.body);
    expect((await agent.get('/api/config')).body.needsSetup).toBe(false);
  });

  it('refuses registration without a session once a staff account exists', async () => {
    await t.staffAgent('first');
    const res = await t
      .agent()
      .post('/api/user/register')
      .send({ username: 'intruder', password: 'long enough password' });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toMatch(/signed-in staff/);
    const count = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_users');
    expect(count.rows[0]?.n).toBe(1);
  });

  it('lets signed-in staff register a colleague, refuses a duplicate username with 409, and stays signed in as themselves', async () => {
    const agent = await t.staffAgent('lead');
    const res = await agent
      .post('/api/user/register')
      .send({ username: 'colleague', password: 'long enough password' });
    expect(res.status).toBe(201);
    expect((await agent.get('/api/user')).body.username).toBe('lead');
    const dup = await agent
      .post('/api/user/register')
      .send({ username: 'Colleague', password: 'long enough password' });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe('That username is already taken.');
  });

  it('an admin registering a colleague makes a coordinator with a one-time password; a coordinator cannot register anyone', async () => {
    const admin = await t.staffAgent('lead');
    const res = await admin
      .post('/api/user/register')
      .send({ username: 'colleague', password: 'long enough password' });
    expect(res.body).toEqual({
      id: expect.any(Number),
      username: 'colleague',
      role: 'coordinator',
      mustChangePassword: true,
    });
    const coordinator = await t.staffAgent('helper', 'coordinator');
    const refused = await coordinator
      .post('/api/user/register')
      .send({ username: 'another', password: 'long enough password' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Only an admin can do this.');
    const count = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM staff_users WHERE username = 'another'",
    );
    expect(count.rows[0]?.n).toBe(0);
  });

  it('an admin whose password is still one-time cannot register anyone until it is changed, as on every admin route', async () => {
    const admin = await t.staffAgent('lead');
    const created = await admin.post('/api/staff').send({ username: 'newlead', role: 'admin' }).expect(201);
    expect(created.body.mustChangePassword).toBe(true);
    const oneTime: string = created.body.oneTimePassword;
    const newcomer = t.agent();
    await newcomer.post('/api/user/login').send({ username: 'newlead', password: oneTime }).expect(200);

    const refused = await newcomer
      .post('/api/user/register')
      .send({ username: 'sneaky', password: 'long enough password' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: { message: 'Change your one-time password before you continue.' } });
    // The same answer as another admin route gives the same session.
    expect((await newcomer.get('/api/staff')).body).toEqual(refused.body);
    const sneaky = await t.db.query("SELECT 1 FROM staff_users WHERE username = 'sneaky'");
    expect(sneaky.rows).toEqual([]);

    await newcomer
      .put('/api/user/password')
      .send({ currentPassword: oneTime, newPassword: 'my own new password 7' })
      .expect(200);
    const allowed = await newcomer
      .post('/api/user/register')
      .send({ username: 'colleague', password: 'long enough password' });
    expect(allowed.status).toBe(201);
  });

  it('answers 400 with field errors when registration input is missing', async () => {
    const res = await t.agent().post('/api/user/register').send({ username: '', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Choose a username and password!');
    expect(Object.keys(res.body.error.fieldErrors)).toEqual(expect.arrayContaining(['username', 'password']));
  });

  it('signs in with the right password and answers the user', async () => {
    await t.staffAgent('kim');
    const agent = t.agent();
    const res = await agent.post('/api/user/login').send({ username: 'kim', password: STAFF_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: expect.any(Number), username: 'kim', role: 'admin', mustChangePassword: false });
    expect(res.body).not.toHaveProperty('password_hash');
  });

  it('answers 400 when a login field is missing', async () => {
    const res = await t.agent().post('/api/user/login').send({ username: 'kim' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Enter your username and password!');
  });

  it('does not reveal whether a username exists: same status and message for both', async () => {
    await t.staffAgent('kim');
    const wrongPassword = await t.agent().post('/api/user/login').send({ username: 'kim', password: 'nope nope nope' });
    const unknownUser = await t
      .agent()
      .post('/api/user/login')
      .send({ username: 'nobody', password: 'nope nope nope' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(unknownUser.body).toEqual(wrongPassword.body);
  });

  it('GET /api/user answers 401 when signed out', async () => {
    const res = await t.agent().get('/api/user');
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBeTruthy();
  });

  it('logout invalidates the session on the server, not just in the browser', async () => {
    const agent = await t.staffAgent('kim');
    const login = await t.agent().post('/api/user/login').send({ username: 'kim', password: STAFF_PASSWORD });
    const cookie = login.headers['set-cookie'] as unknown as string[];
    const replay = () => t.agent().get('/api/user').set('Cookie', cookie);
    expect((await replay()).status).toBe(200);
    const sessionsBefore = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM session');
    await t.agent().post('/api/user/logout').set('Cookie', cookie).send({}).expect(204);
    expect((await replay()).status).toBe(401);
    const sessionsAfter = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM session');
    expect(sessionsAfter.rows[0]?.n).toBe((sessionsBefore.rows[0]?.n ?? 0) - 1);
    expect((await agent.get('/api/user')).status).toBe(200);
  });

  it('a session survives a server restart because it lives in the database', async () => {
    await t.staffAgent('kim');
    const login = await t.agent().post('/api/user/login').send({ username: 'kim', password: STAFF_PASSWORD });
    const cookie = login.headers['set-cookie'] as unknown as string[];
    const restarted = await createTestApp({}, t.db);
    try {
      const me = await restarted.agent().get('/api/user').set('Cookie', cookie);
      expect(me.status).toBe(200);
      expect(me.body.username).toBe('kim');
    } finally {
      await restarted.close();
    }
  });

  it('issues a new session id at login (no session fixation) with safe cookie flags', async () => {
    await t.staffAgent('kim');
    const agent = t.agent();
    const failed = await agent.post('/api/user/login').send({ username: 'kim', password: 'wrong wrong' });
    expect(failed.status).toBe(401);
    const res = await agent.post('/api/user/login').send({ username: 'kim', password: STAFF_PASSWORD });
    const setCookie = sessionCookieOf(res);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const planted = 'tutoring.sid=s%3Aplanted-session-id.invalid';
    const withPlanted = await t
      .agent()
      .post('/api/user/login')
      .set('Cookie', planted)
      .send({ username: 'kim', password: STAFF_PASSWORD });
    const issued = sessionCookieOf(withPlanted);
    expect(issued).not.toContain('planted-session-id');
  });

  // Issue 25 item 3: TLS_TERMINATED_BY_PROXY used to stand in for COOKIE_SECURE=false, so the cookie went out
  // without Secure (or __Host-) and without HSTS although every browser reached the site over HTTPS.
  it('with TLS ended at a proxy that sends no X-Forwarded-Proto, keeps the cookie __Host- and Secure, with HSTS', async () => {
    const proxied = await createTestApp({ TLS_TERMINATED_BY_PROXY: 'true' }, t.db);
    try {
      await t.staffAgent('lee');
      const res = await proxied
        .agent()
        .post('/api/user/login')
        .set('Host', 'tutoring.test')
        .set('Origin', 'https://tutoring.test')
        .send({ username: 'lee', password: STAFF_PASSWORD });
      expect(res.status).toBe(200);
      const cookie = sessionCookieOf(res);
      expect(cookie).toMatch(/^__Host-tutoring\.sid=s%3A/);
      expect(cookie).toMatch(/; Secure/);
      const deviceCookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.includes('.device='));
      expect(deviceCookie).toMatch(/^__Host-tutoring\.device=.*; Secure/);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await proxied.close();
    }
  });

  it('behind TLS names the cookie __Host-, marks it Secure, and clears it the same way at sign-out', async () => {
    const secure = await createTestApp({ COOKIE_SECURE: 'true', TRUST_PROXY: '1' }, t.db);
    try {
      await t.staffAgent('kim');
      const res = await secure
        .agent()
        .post('/api/user/login')
        .set('X-Forwarded-Proto', 'https')
        .send({ username: 'kim', password: STAFF_PASSWORD });
      const cookie = sessionCookieOf(res);
      // __Host-: browsers take it only Secure, for Path=/, without a Domain (ASVS 3.4.4).
      expect(cookie).toMatch(/^__Host-tutoring\.sid=s%3A/);
      expect(cookie).toMatch(/; Path=\/;/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).not.toMatch(/Domain=/i);
      const signedOut = await secure
        .agent()
        .post('/api/user/logout')
        .set('X-Forwarded-Proto', 'https')
        .set('Cookie', cookie.split(';')[0]!)
        .send({});
      expect(signedOut.status).toBe(204);
      expect((signedOut.headers['set-cookie'] as unknown as string[])[0]).toMatch(
        /^__Host-tutoring\.sid=;.*Path=\/;.*Secure/,
      );
    } finally {
      await secure.close();
    }
  });
});

describe('API conventions', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('unknown /api paths answer 404 JSON', async () => {
    const res = await t.agent().get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { message: 'No such API endpoint.' } });
  });

  it('invalid JSON answers 400 in the error format, never 500', async () => {
    const res = await t.agent().post('/api/user/login').set('Content-Type', 'application/json').send('{"username":');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('The request body is not valid JSON.');
  });

  it('an oversized body answers 413', async () => {
    const res = await t
      .agent()
      .post('/api/user/login')
      .send({ username: 'x'.repeat(100_000), password: 'y' });
    expect(res.status).toBe(413);
  });

  it('sets security headers', async () => {
    const res = await t.agent().get('/api/config');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
