import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, STAFF_PASSWORD, type TestApp } from '../testApp.js';
import { tuteeBody } from '../samples.js';

const LOCKED = 'Too many failed sign-in attempts. Please wait a few minutes and try again.';

describe('brute force: sign-in and submission limits', () => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  /** Counts password checks (each one is a bcrypt comparison) without replacing them. */
  function countPasswordChecks() {
    return vi.spyOn(t.ctx.auth, 'verify');
  }
  const login = (username: string, password: string) => t.agent().post('/api/user/login').send({ username, password });

  it('locks a username+IP after LOGIN_MAX_FAILURES failures with 429, before any password is hashed', async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: '3' });
    await t.staffAgent('kim');
    const checks = countPasswordChecks();
    for (let i = 0; i < 3; i += 1) expect((await login('kim', `wrong ${i}`)).status).toBe(401);
    expect(checks).toHaveBeenCalledTimes(3);

    const locked = await login('kim', 'wrong again');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ error: { message: LOCKED } });
    expect(locked.headers['ratelimit-policy']).toBeDefined();
    // Even the right password is refused without being checked: the attacker learns nothing.
    expect((await login('KIM ', STAFF_PASSWORD)).status).toBe(429);
    expect(checks).toHaveBeenCalledTimes(3);

    // Another account from the same address is still usable.
    await t.staffAgent('lee');
    expect((await login('lee', STAFF_PASSWORD)).status).toBe(200);
  });

  it('locks an IP after 5 x LOGIN_MAX_FAILURES failures across usernames', async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: '2' });
    await t.staffAgent('kim');
    const checks = countPasswordChecks();
    for (let i = 0; i < 10; i += 1) expect((await login(`user${i}`, 'wrong password')).status).toBe(401);
    const res = await login('kim', STAFF_PASSWORD);
    expect(res.status).toBe(429);
    expect(res.body.error.message).toBe(LOCKED);
    expect(checks).toHaveBeenCalledTimes(10);
  });

  it('a successful sign-in resets the username+IP count', async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: '3' });
    await t.staffAgent('kim');
    for (let i = 0; i < 2; i += 1) expect((await login('kim', 'wrong')).status).toBe(401);
    expect((await login('kim', STAFF_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await login('kim', 'wrong')).status).toBe(401);
    expect((await login('kim', 'wrong')).status).toBe(429);
  });

  it('the lock ends when the window passes (LOGIN_WINDOW_MINUTES)', async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: '1', LOGIN_WINDOW_MINUTES: '0.05' }); // 3 s
    await t.staffAgent('kim');
    const failedAt = Date.now();
    expect((await login('kim', 'wrong')).status).toBe(401);
    expect((await login('kim', STAFF_PASSWORD)).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, failedAt + 3_500 - Date.now())));
    expect((await login('kim', STAFF_PASSWORD)).status).toBe(200);
  });

  it('limits public submissions per IP (SUBMISSIONS_PER_HOUR) with a clear 429, storing nothing more', async () => {
    t = await createTestApp({ SUBMISSIONS_PER_HOUR: '3' });
    const count = async () =>
      (await t.db.query<{ n: number }>('SELECT (SELECT count(*) FROM tutees) + (SELECT count(*) FROM tutors) AS n'))
        .rows[0]?.n;
    for (let i = 0; i < 3; i += 1) expect((await t.agent().post('/api/tutees').send(tuteeBody())).status).toBe(201);
    const limited = await t.agent().post('/api/tutees').send(tuteeBody());
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toMatch(/Too many applications/);
    expect((await t.agent().post('/api/tutors').send({})).status).toBe(429);
    expect(await count()).toBe(3);
  });
});
