import { afterEach, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../src/auth/session.js';
import { sessionCookieOf } from '../sessionCookie.js';
import { createTestApp, STAFF_PASSWORD, type TestApp } from '../testApp.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Extends auth.test.ts (fixation, logout, restart, Secure) with the timeouts and the remaining cookie rules. */
describe('sessions: timeouts and cookie', () => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  async function signIn(): Promise<string[]> {
    const res = await t.agent().post('/api/user/login').send({ username: 'kim', password: STAFF_PASSWORD });
    expect(res.status).toBe(200);
    return [sessionCookieOf(res)];
  }
  // The cookie is replayed by hand, as an attacker would: expiry is enforced by the server, not the browser.
  const me = (cookie: string[]) => t.agent().get('/api/user').set('Cookie', cookie);
  const sessionRows = async () =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM session')).rows[0]?.n;

  it('ends a session idle longer than SESSION_IDLE_MINUTES, on the server', async () => {
    t = await createTestApp({ SESSION_IDLE_MINUTES: '0.03' }); // 1.8 s
    await t.staffAgent('kim');
    const cookie = await signIn();
    expect((await me(cookie)).status).toBe(200);
    await sleep(2_500);
    const res = await me(cookie);
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Please sign in to continue.');
  });

  it('keeps an active session alive past the idle timeout (rolling), and the cookie expiry moves with it', async () => {
    t = await createTestApp({ SESSION_IDLE_MINUTES: '0.05' }); // 3 s, so a slow CI request cannot outlast it
    await t.staffAgent('kim');
    const cookie = await signIn();
    for (let i = 0; i < 6; i += 1) {
      await sleep(700);
      const res = await me(cookie);
      expect(res.status, `request ${i}`).toBe(200);
      expect(String(res.headers['set-cookie'])).toMatch(/Expires=/);
    }
  });

  it('moves the stored idle deadline once it has fallen a step behind (a thirtieth of the timeout), not on every request', async () => {
    t = await createTestApp({ SESSION_IDLE_MINUTES: '0.5' }); // 30 s: a step of 1 s
    await t.staffAgent('kim');
    const cookie = await signIn();
    // The newest session is this sign-in's (staffAgent signed in one of its own before).
    const deadline = async () =>
      (await t.db.query<{ expire: Date }>('SELECT max(expire) AS expire FROM session')).rows[0]!.expire.getTime();
    const signedIn = await deadline();
    expect((await me(cookie)).status).toBe(200);
    expect(await deadline()).toBe(signedIn);
    await sleep(1_200);
    expect((await me(cookie)).status).toBe(200);
    expect(await deadline()).toBeGreaterThan(signedIn + 1_000);
  });

  it('ends a session older than SESSION_MAX_HOURS however active, and deletes it from the database', async () => {
    t = await createTestApp({ SESSION_MAX_HOURS: '0.001' }); // 3.6 s
    await t.staffAgent('kim');
    const rowsBefore = await sessionRows();
    const started = Date.now();
    const cookie = await signIn();
    expect(await sessionRows()).toBe((rowsBefore ?? 0) + 1);
    // Busy the whole time (each request renews the idle deadline) ...
    while (Date.now() - started < 2_000) {
      expect((await me(cookie)).status).toBe(200);
      await sleep(300);
    }
    // ... and still ended once the absolute limit has passed.
    await sleep(Math.max(0, started + 4_000 - Date.now()));
    expect((await me(cookie)).status).toBe(401);
    const sid = decodeURIComponent(cookie[0]!.split(';')[0]!.split('=')[1]!).slice(2).split('.')[0];
    const old = await t.db.query('SELECT 1 FROM session WHERE sid = $1', [sid!]);
    expect(old.rowCount).toBe(0);
    const signedIn = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM session WHERE sess::text LIKE '%"passport"%'`,
    );
    expect(signedIn.rows[0]?.n).toBe(rowsBefore);
    // Signing in again starts a new session with a new clock.
    expect((await me(await signIn())).status).toBe(200);
  });

  it('sets no cookie for anonymous visitors, and the staff cookie is HttpOnly, SameSite=Lax, Path=/, expiring with the idle timeout', async () => {
    t = await createTestApp();
    const anonymous = await t.agent().get('/api/config');
    expect(anonymous.headers['set-cookie']).toBeUndefined();
    await t.staffAgent('kim');
    const [cookie] = await signIn();
    expect(cookie).toMatch(new RegExp(`^${sessionCookieName(false)}=s%3A`));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie ?? '')?.[1] ?? '');
    expect(expires - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * 60_000);
  });

  it('refuses a tampered cookie signature', async () => {
    t = await createTestApp();
    await t.staffAgent('kim');
    const [cookie] = await signIn();
    const tampered = (cookie ?? '').split(';')[0]!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await me([tampered])).status).toBe(401);
  });
});
