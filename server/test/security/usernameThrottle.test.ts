import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError } from '../../src/config.js';
import { startFromBeforeMigrations } from '../beforeMigrations.js';
import { createTestApp, STAFF_PASSWORD, testConfig, type TestApp } from '../testApp.js';

const LOCKED = 'Too many failed sign-in attempts. Please wait a few minutes and try again.';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('failed sign-ins per username, across addresses', () => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  let address = 0;
  /** each call from a new client address, as a proxy one hop in front would report it */
  const login = (username: string, password: string) =>
    t
      .agent()
      .post('/api/user/login')
      .set('X-Forwarded-For', `198.51.100.${(address = (address % 250) + 1)}`)
      .send({ username, password });

  it('after LOGIN_USERNAME_FREE_FAILURES failures from different addresses, the next attempt meets 429 from any address', async () => {
    t = await createTestApp({
      TRUST_PROXY: '1',
      LOGIN_USERNAME_FREE_FAILURES: '3',
      LOGIN_USERNAME_DELAY_SECONDS: '60',
    });
    await t.staffAgent('kim');
    const checks = vi.spyOn(t.ctx.auth, 'verify');
    for (let i = 0; i < 3; i += 1) expect((await login('kim', `wrong ${i}`)).status).toBe(401);
    const refused = await login('kim', 'wrong again');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: { message: LOCKED } });
    // The right password is refused unchecked too, and every spelling of the name shares the one counter.
    for (const spelling of ['kim', 'KIM', ' Kim ', 'ｋｉｍ'])
      expect((await login(spelling, STAFF_PASSWORD)).status).toBe(429);
    expect(checks).toHaveBeenCalledTimes(3);
    // Another account is not affected.
    await t.staffAgent('lee');
    expect((await login('lee', STAFF_PASSWORD)).status).toBe(200);
  });

  it('parallel guesses cannot all pass one check: of 12 at once, only the free ones are checked', async () => {
    t = await createTestApp({
      TRUST_PROXY: '1',
      LOGIN_USERNAME_FREE_FAILURES: '3',
      LOGIN_USERNAME_DELAY_SECONDS: '60',
    });
    await t.staffAgent('kim');
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login('kim', `guess ${i}`).then((res) => res.status)),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
  });

  it('each further attempt waits twice as long as the one before; a success starts afresh', async () => {
    t = await createTestApp({
      TRUST_PROXY: '1',
      LOGIN_USERNAME_FREE_FAILURES: '1',
      LOGIN_USERNAME_DELAY_SECONDS: '0.5',
    });
    await t.staffAgent('kim');
    expect((await login('kim', 'wrong')).status).toBe(401);
    expect((await login('kim', 'wrong')).status).toBe(429); // must wait 0.5 s
    await sleep(700);
    expect((await login('kim', 'wrong')).status).toBe(401); // next must wait 1 s
    await sleep(700);
    expect((await login('kim', 'wrong')).status).toBe(429);
    await sleep(500);
    expect((await login('kim', STAFF_PASSWORD)).status).toBe(200);
    expect((await login('kim', 'wrong')).status).toBe(401);
  });

  it('the wait never exceeds the window, and a window without attempts starts the count afresh', async () => {
    // A 1.2 s window: however many failures, no attempt waits longer than that after the last one.
    t = await createTestApp({
      TRUST_PROXY: '1',
      LOGIN_USERNAME_FREE_FAILURES: '1',
      LOGIN_USERNAME_DELAY_SECONDS: '100',
      LOGIN_WINDOW_MINUTES: '0.02',
    });
    await t.staffAgent('kim');
    expect((await login('kim', 'wrong')).status).toBe(401);
    expect((await login('kim', 'wrong')).status).toBe(429);
    await sleep(1_400);
    expect((await login('kim', STAFF_PASSWORD)).status).toBe(200);
  });
});

describe('usernames are normalised once: NFKC, then lower case', () => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  it("'RACİ', 'Raci' and full-width 'ｒａｃｉ' are one account", async () => {
    t = await createTestApp();
    const staff = await t.staffAgent('lead');
    const created = await staff.post('/api/user/register').send({ username: 'RACİ', password: 'long enough password' });
    expect(created.status).toBe(201);
    expect(created.body.username).toBe('raci');
    for (const twin of ['raci', 'Raci', 'ｒａｃｉ', 'RACI']) {
      const dup = await staff.post('/api/user/register').send({ username: twin, password: 'long enough password' });
      expect(dup.status).toBe(409);
    }
    for (const spelling of ['RACİ', 'raci', 'ｒａｃｉ']) {
      expect(
        (await t.agent().post('/api/user/login').send({ username: spelling, password: 'long enough password' })).status,
      ).toBe(200);
    }
  });

  it('refuses look-alike mixed-script usernames with a clear message, accepts one alphabet', async () => {
    t = await createTestApp();
    const staff = await t.staffAgent('lead');
    // 'р' and 'а' Cyrillic among Latin letters; 'ο' Greek among Latin letters.
    for (const lookalike of ['раypal', 'gοogle']) {
      const res = await staff
        .post('/api/user/register')
        .send({ username: lookalike, password: 'long enough password' });
      expect(res.status).toBe(400);
      expect(res.body.error.fieldErrors.username[0]).toMatch(/letters of one alphabet only/);
    }
    for (const single of ['иван', 'παπαδόπουλος', 'maría-2']) {
      expect(
        (await staff.post('/api/user/register').send({ username: single, password: 'long enough password' })).status,
      ).toBe(201);
    }
  });

  it('adopting a database normalises usernames stored before, and the database refuses a second spelling', async () => {
    t = await createTestApp();
    await t.db.query("INSERT INTO staff_users (username, password_hash, role) VALUES ('OldAdmin', 'x', 'admin')");
    await startFromBeforeMigrations(t.db);
    const rows = await t.db.query<{ username: string }>('SELECT username FROM staff_users');
    expect(rows.rows.map((r) => r.username)).toEqual(['oldadmin']);
    await expect(
      t.db.query("INSERT INTO staff_users (username, password_hash, role) VALUES ('OLDADMİN', 'x', 'admin')"),
    ).rejects.toThrow();
  });
});

describe('TRUST_PROXY', () => {
  it('refuses "true" at start, saying a hop count or proxy addresses are needed', () => {
    for (const value of ['true', 'TRUE']) {
      expect(() => testConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => testConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be the number of proxies/);
    }
    expect(testConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(testConfig({ TRUST_PROXY: 'loopback, 10.0.0.1' }).TRUST_PROXY).toBe('loopback, 10.0.0.1');
  });
});
