import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import type { StaffSessionDto } from '@tutoring/common';
import { sessionCookieOf } from '../../test/sessionCookie.js';
import { createTestApp, STAFF_PASSWORD, type TestApp } from '../../test/testApp.js';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

interface SignedIn {
  agent: TestAgent;
  /** the express-session id its cookie carries */
  sid: string;
}

describe('own sessions (GET /api/user/sessions, DELETE /api/user/sessions/:id)', () => {
  let t: TestApp;
  beforeEach(async () => {
    // Behind one proxy, so the address a sign-in came from can be told apart from the test's own.
    t = await createTestApp({ TRUST_PROXY: '1' });
    // The accounts, each signed in once by staffAgent and out again: every session below is one a test opened.
    for (const username of ['kim', 'lee']) {
      await (await t.staffAgent(username, 'coordinator')).post('/api/user/logout').send({}).expect(204);
    }
  });
  afterEach(async () => {
    await t?.close();
  });

  async function signIn(username: string, userAgent: string, address = '203.0.113.7'): Promise<SignedIn> {
    const agent = t.agent();
    const res = await agent
      .post('/api/user/login')
      .set('User-Agent', userAgent)
      .set('X-Forwarded-For', address)
      .send({ username, password: STAFF_PASSWORD })
      .expect(200);
    const value = decodeURIComponent(sessionCookieOf(res).split(';')[0]!.split('=')[1]!);
    return { agent, sid: value.slice(2).split('.')[0]! };
  }

  const listOf = async (agent: TestAgent): Promise<StaffSessionDto[]> =>
    (await agent.get('/api/user/sessions').expect(200)).body as StaffSessionDto[];

  it('lists both browsers of one account, each marking itself current, without the session ids', async () => {
    const phone = await signIn('kim', CHROME_ANDROID, '198.51.100.20');
    const laptop = await signIn('kim', FIREFOX_WINDOWS, '203.0.113.7');
    await signIn('lee', FIREFOX_WINDOWS);

    const res = await laptop.agent.get('/api/user/sessions').expect(200);
    const seen = res.body as StaffSessionDto[];
    expect(seen).toHaveLength(2);
    expect(seen.map(({ browser, address, current }) => ({ browser, address, current }))).toEqual(
      expect.arrayContaining([
        { browser: 'Chrome on Android', address: '198.51.100.20', current: false },
        { browser: 'Firefox on Windows', address: '203.0.113.7', current: true },
      ]),
    );
    for (const session of seen) {
      expect(session.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Math.abs(Date.parse(session.lastActiveAt) - Date.now())).toBeLessThan(60_000);
    }
    for (const sid of [phone.sid, laptop.sid]) expect(res.text).not.toContain(sid);

    const fromPhone = await listOf(phone.agent);
    expect(fromPhone.find((s) => s.current)?.browser).toBe('Chrome on Android');
    expect(fromPhone.map((s) => s.id).sort()).toEqual(seen.map((s) => s.id).sort());
  });

  it('ends the other session: its next request answers 401, the list shrinks, and the audit log says so', async () => {
    const phone = await signIn('kim', CHROME_ANDROID);
    const laptop = await signIn('kim', FIREFOX_WINDOWS);
    const other = (await listOf(laptop.agent)).find((s) => !s.current)!;

    await laptop.agent.delete(`/api/user/sessions/${other.id}`).set('X-Forwarded-For', '192.0.2.44').expect(204);

    expect((await phone.agent.get('/api/user')).status).toBe(401);
    expect((await phone.agent.get('/api/user/sessions')).status).toBe(401);
    expect((await t.db.query('SELECT 1 FROM session WHERE sid = $1', [phone.sid])).rowCount).toBe(0);
    const left = await listOf(laptop.agent);
    expect(left.map((s) => s.current)).toEqual([true]);
    expect((await laptop.agent.get('/api/tutees')).status).toBe(200);
    // Gone is gone: the same id again finds nothing.
    expect((await laptop.agent.delete(`/api/user/sessions/${other.id}`)).status).toBe(404);

    const audit = await t.db.query<{ staff_user_id: number; entity_id: number; details: Record<string, unknown> }>(
      "SELECT staff_user_id, entity_id, details FROM audit_log WHERE action = 'auth.session_end'",
    );
    const kim = await t.db.query<{ id: number }>("SELECT id FROM staff_users WHERE username = 'kim'");
    expect(audit.rows).toEqual([
      {
        staff_user_id: kim.rows[0]!.id,
        entity_id: kim.rows[0]!.id,
        // The address that asked, and which browser was signed out.
        details: { ip: '192.0.2.44', browser: 'Chrome on Android' },
      },
    ]);
  });

  it("cannot name, let alone end, another member's session: 404, and that session goes on", async () => {
    const kim = await signIn('kim', FIREFOX_WINDOWS);
    const lee = await signIn('lee', CHROME_ANDROID);
    const [leeSession] = await listOf(lee.agent);
    expect(leeSession?.current).toBe(true);
    expect((await listOf(kim.agent)).map((s) => s.id)).not.toContain(leeSession!.id);

    const res = await kim.agent.delete(`/api/user/sessions/${leeSession!.id}`);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('You have no session with that id. It may have ended already.');
    expect((await lee.agent.get('/api/user')).status).toBe(200);
    expect((await t.db.query("SELECT 1 FROM audit_log WHERE action = 'auth.session_end'")).rowCount).toBe(0);
  });

  it('does not end the asking session (signing out does that), and refuses an id of the wrong shape', async () => {
    const kim = await signIn('kim', FIREFOX_WINDOWS);
    const [own] = await listOf(kim.agent);
    const res = await kim.agent.delete(`/api/user/sessions/${own!.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('This is the session you are using: sign out to end it.');
    expect((await kim.agent.get('/api/user')).status).toBe(200);
    expect((await kim.agent.delete(`/api/user/sessions/${kim.sid}`)).status).toBe(400);
    expect((await kim.agent.delete('/api/user/sessions/short')).status).toBe(400);
  });

  it('answers 401 to a caller who is not signed in', async () => {
    const kim = await signIn('kim', FIREFOX_WINDOWS);
    const [own] = await listOf(kim.agent);
    expect((await t.agent().get('/api/user/sessions')).status).toBe(401);
    expect((await t.agent().delete(`/api/user/sessions/${own!.id}`)).status).toBe(401);
    expect((await kim.agent.get('/api/user')).status).toBe(200);
  });

  it("moves another session's last activity with the store's touch, not at every request", async () => {
    const phone = await signIn('kim', CHROME_ANDROID);
    const laptop = await signIn('kim', FIREFOX_WINDOWS);
    const phoneSeen = async () => (await listOf(laptop.agent)).find((s) => !s.current)!.lastActiveAt;
    // As if the phone was last used five minutes ago: its stored idle deadline is that much behind too.
    await t.db.query(
      `UPDATE session SET expire = expire - interval '5 minutes', last_active_at = last_active_at - interval '5 minutes'
       WHERE sid = $1`,
      [phone.sid],
    );
    const before = Date.parse(await phoneSeen());
    expect(Date.now() - before).toBeGreaterThan(4 * 60_000);

    expect((await phone.agent.get('/api/user')).status).toBe(200);
    const touched = Date.parse(await phoneSeen());
    expect(Date.now() - touched).toBeLessThan(60_000);
    // Within the touch step, another request writes nothing.
    expect((await phone.agent.get('/api/user')).status).toBe(200);
    expect(Date.parse(await phoneSeen())).toBe(touched);
  });

  it('sends no touch within the step: the answer waits for no write that would change nothing', async () => {
    const phone = await signIn('kim', CHROME_ANDROID);
    const query = vi.spyOn(t.db, 'query');
    expect((await phone.agent.get('/api/user')).status).toBe(200);
    const sent = query.mock.calls.map(([sql]) => String(sql));
    expect(sent.some((sql) => sql.startsWith('SELECT sess'))).toBe(true);
    expect(sent.filter((sql) => sql.includes('UPDATE session'))).toEqual([]);
  });

  it('reads the staff member with the session, in one round trip, and a deactivation still signs them out', async () => {
    const phone = await signIn('kim', CHROME_ANDROID);
    const query = vi.spyOn(t.db, 'query');
    expect((await phone.agent.get('/api/user')).status).toBe(200);
    const sent = query.mock.calls.map(([sql]) => String(sql));
    expect(sent.filter((sql) => sql.includes('FROM session WHERE sid'))).toHaveLength(1);
    expect(sent.filter((sql) => sql.includes('FROM staff_users WHERE id = $1'))).toEqual([]);
    query.mockRestore();
    await t.db.query("UPDATE staff_users SET active = false WHERE username = 'kim'");
    expect((await phone.agent.get('/api/user')).status).toBe(401);
  });

  it("a password change leaves only the session that made it in the member's list", async () => {
    await signIn('kim', CHROME_ANDROID);
    const laptop = await signIn('kim', FIREFOX_WINDOWS);
    expect(await listOf(laptop.agent)).toHaveLength(2);
    await laptop.agent
      .put('/api/user/password')
      .send({ currentPassword: STAFF_PASSWORD, newPassword: 'a brand new password 7' })
      .expect(200);
    expect((await listOf(laptop.agent)).map((s) => s.browser)).toEqual(['Firefox on Windows']);
  });
});
