import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, STAFF_PASSWORD, type TestApp } from '../testApp.js';

const LOCKED = 'Too many failed sign-in attempts. Please wait a few minutes and try again.';

describe('no lockout by strangers: a browser that signed in before keeps its own count (ASVS 2.2.1)', () => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  let address = 0;
  /** one attempt from a new client address (a proxy one hop in front reports it), with the cookies given */
  const login = (username: string, password: string, cookie = '') => {
    const call = t
      .agent()
      .post('/api/user/login')
      .set('X-Forwarded-For', `203.0.113.${(address = (address % 250) + 1)}`);
    return (cookie ? call.set('Cookie', cookie) : call).send({ username, password });
  };
  const deviceCookieOf = (res: { headers: Record<string, unknown> }) => {
    const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
    const device = cookies.find((c) => c.startsWith('tutoring.device='));
    if (!device) throw new Error('no device cookie was set');
    return device;
  };

  it("six wrong guesses from other addresses leave the owner's known browser signing in; a fresh client meets 429", async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    await t.staffAgent('kim');
    const first = await login('kim', STAFF_PASSWORD);
    expect(first.status).toBe(200);
    const cookie = deviceCookieOf(first);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Strict/i);
    expect(cookie).toMatch(/; Max-Age=15552000/i);

    for (let i = 0; i < 6; i += 1) await login('kim', `stranger guess ${i}`);
    const fresh = await login('kim', STAFF_PASSWORD);
    expect(fresh.status).toBe(429);
    expect(fresh.body).toEqual({ error: { message: LOCKED } });

    const owner = await login('kim', STAFF_PASSWORD, cookie.split(';')[0]);
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({ username: 'kim' });
    // The owner's sign-in does not give the strangers a fresh start.
    expect((await login('kim', STAFF_PASSWORD)).status).toBe(429);
  });

  it("the known browser's own failures throttle that browser, not the username elsewhere", async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    await t.staffAgent('kim');
    const cookie = deviceCookieOf(await login('kim', STAFF_PASSWORD)).split(';')[0]!;
    for (let i = 0; i < 5; i += 1) expect((await login('kim', `owner typo ${i}`, cookie)).status).toBe(401);
    expect((await login('kim', 'owner typo again', cookie)).status).toBe(429);
    expect((await login('kim', STAFF_PASSWORD, cookie)).status).toBe(429);
    // The five failures were the browser's: another client still signs in.
    expect((await login('kim', STAFF_PASSWORD)).status).toBe(200);
  });

  it('a device cookie counts only for the account it was issued to, and only as issued', async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    await t.staffAgent('kim');
    await t.staffAgent('lee');
    const kimCookie = deviceCookieOf(await login('kim', STAFF_PASSWORD)).split(';')[0]!;
    const [name, value] = kimCookie.split('=') as [string, string];
    const parts = value.split('.');
    const tampered = `${name}=${[parts[0], parts[1], String(Date.now() + 10 ** 12), parts[3]].join('.')}`;

    for (let i = 0; i < 6; i += 1) await login('lee', `stranger guess ${i}`);
    // Kim's cookie is no pass for lee, nor is one whose expiry was pushed out.
    expect((await login('lee', STAFF_PASSWORD, kimCookie)).status).toBe(429);
    for (let i = 0; i < 6; i += 1) await login('kim', `stranger guess ${i}`);
    expect((await login('kim', STAFF_PASSWORD, tampered)).status).toBe(429);
    expect((await login('kim', STAFF_PASSWORD, kimCookie)).status).toBe(200);
  });

  it('behind TLS the device cookie is __Host-, Secure', async () => {
    t = await createTestApp({ TRUST_PROXY: '1', COOKIE_SECURE: 'true' });
    await t.staffAgent('kim');
    const res = await t
      .agent()
      .post('/api/user/login')
      .set('X-Forwarded-Proto', 'https')
      .send({ username: 'kim', password: STAFF_PASSWORD });
    const cookies = res.headers['set-cookie'] as unknown as string[];
    const device = cookies.find((c) => c.startsWith('__Host-tutoring.device='));
    expect(device).toMatch(/; Path=\/;/);
    expect(device).toMatch(/; Secure/);
    expect(device).toMatch(/; SameSite=Strict/);
  });
});

describe('what the sign-in limits store', () => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  it('keeps typed usernames only as keyed hashes, and an address only when it is one', async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    const typed = 'Typed Secret Name';
    await t
      .agent()
      .post('/api/user/login')
      .set('X-Forwarded-For', 'not-an-address')
      .send({ username: typed, password: 'whatever it is' })
      .expect(401);
    const stored = await t.db.query<{ key: string }>(
      'SELECT key FROM rate_limit UNION ALL SELECT username_key FROM login_throttle',
    );
    expect(stored.rows.length).toBeGreaterThanOrEqual(3);
    for (const { key } of stored.rows) {
      expect(key.toLowerCase()).not.toContain('typed secret name');
      expect(key).not.toContain('not-an-address');
    }
    const audit = await t.db.query<{ details: { ip: unknown } }>(
      "SELECT details FROM audit_log WHERE action = 'auth.sign_in_failed'",
    );
    expect(audit.rows).toEqual([{ details: { ip: null } }]);
  });
});
