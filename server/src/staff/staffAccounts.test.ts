import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MUST_CHANGE_PASSWORD } from '../auth/requireRole.js';
import { ONE_TIME_PASSWORD_EXPIRED } from '../auth/routes.js';
import { createTestApp, STAFF_PASSWORD, type TestApp } from '../../test/testApp.js';

const CHOSEN = 'my own long password';
const ONE_TIME_FORM = /^[a-km-np-z2-9]{4}(-[a-km-np-z2-9]{4}){4}$/;

describe('staff accounts (GET, POST /api/staff, PUT /api/staff/:id)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  const signIn = (username: string, password: string) => t.agent().post('/api/user/login').send({ username, password });
  const cookieOf = (res: { headers: Record<string, unknown> }) =>
    (res.headers['set-cookie'] as string[]).map((c) => c.split(';')[0]).join('; ');
  const idOf = async (username: string) =>
    (await t.db.query<{ id: number }>('SELECT id FROM staff_users WHERE username = $1', [username])).rows[0]!.id;

  it('an admin creates a coordinator; the server chooses the one-time password, answered once, to be changed before any other staff call', async () => {
    const admin = await t.staffAgent('lead');
    const created = await admin.post('/api/staff').send({ username: 'Casey', role: 'coordinator' });
    expect(created.status).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    expect(created.body).toEqual({
      id: expect.any(Number),
      username: 'casey',
      role: 'coordinator',
      active: true,
      mustChangePassword: true,
      hasSecondFactor: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      lastSignedInAt: null,
      oneTimePassword: expect.stringMatching(ONE_TIME_FORM),
    });
    const oneTime: string = created.body.oneTimePassword;
    // Shown this once: the list never carries it.
    expect(JSON.stringify((await admin.get('/api/staff')).body)).not.toContain(oneTime);

    const login = await signIn('casey', oneTime);
    expect(login.body).toMatchObject({ username: 'casey', role: 'coordinator', mustChangePassword: true });
    const cookie = cookieOf(login);
    const blocked = await t.agent().get('/api/tutees').set('Cookie', cookie);
    expect(blocked.status).toBe(403);
    expect(blocked.body).toEqual({ error: { message: MUST_CHANGE_PASSWORD } });

    const changed = await t
      .agent()
      .put('/api/user/password')
      .set('Cookie', cookie)
      .send({ currentPassword: oneTime, newPassword: CHOSEN });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ username: 'casey', mustChangePassword: false });
    expect((await t.agent().get('/api/tutees').set('Cookie', cookie)).status).toBe(200);
    // A coordinator still cannot manage staff.
    expect((await t.agent().get('/api/staff').set('Cookie', cookie)).status).toBe(403);

    const list = await admin.get('/api/staff');
    expect(list.body.map((a: { username: string }) => a.username)).toEqual(['casey', 'lead']);
    expect(list.body[0]).toMatchObject({ mustChangePassword: false, lastSignedInAt: expect.stringMatching(/^\d{4}-/) });
  });

  it('deactivation ends every session of the account at once; its sign-in is refused like a wrong password; reactivation lets it back', async () => {
    const admin = await t.staffAgent('lead');
    await t.staffAgent('casey', 'coordinator');
    const first = cookieOf(await signIn('casey', STAFF_PASSWORD));
    const second = cookieOf(await signIn('casey', STAFF_PASSWORD));
    const id = await idOf('casey');

    const off = await admin.put(`/api/staff/${id}`).send({ active: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id, active: false });
    for (const cookie of [first, second])
      expect((await t.agent().get('/api/tutees').set('Cookie', cookie)).status).toBe(401);
    const sessions = await t.db.query("SELECT 1 FROM session WHERE sess -> 'passport' ->> 'user' = $1", [String(id)]);
    expect(sessions.rows).toEqual([]);

    const refused = await signIn('casey', STAFF_PASSWORD);
    const wrong = await signIn('casey', 'not the password at all');
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual(wrong.body);

    expect((await admin.put(`/api/staff/${id}`).send({ active: true })).body.active).toBe(true);
    expect((await signIn('casey', STAFF_PASSWORD)).status).toBe(200);
  });

  it('a password reset answers a new one-time password chosen by the server and ends the sessions; the old password stops working', async () => {
    const admin = await t.staffAgent('lead');
    await t.staffAgent('casey', 'coordinator');
    const cookie = cookieOf(await signIn('casey', STAFF_PASSWORD));
    const id = await idOf('casey');
    const reset = await admin.put(`/api/staff/${id}`).send({ resetPassword: true });
    expect(reset.status).toBe(200);
    expect(reset.headers['cache-control']).toBe('no-store');
    expect(reset.body).toMatchObject({ mustChangePassword: true, active: true });
    expect(reset.body.oneTimePassword).toMatch(ONE_TIME_FORM);
    expect((await t.agent().get('/api/user').set('Cookie', cookie)).status).toBe(401);
    expect((await signIn('casey', STAFF_PASSWORD)).status).toBe(401);
    expect((await signIn('casey', reset.body.oneTimePassword)).body.mustChangePassword).toBe(true);
    // Another reset gives another password; other changes answer none.
    const again = await admin.put(`/api/staff/${id}`).send({ resetPassword: true });
    expect(again.body.oneTimePassword).not.toBe(reset.body.oneTimePassword);
    expect((await admin.put(`/api/staff/${id}`).send({ role: 'admin' })).body).not.toHaveProperty('oneTimePassword');
  });

  it("an admin's own password cannot be reset here, only changed at /account with the current one", async () => {
    const admin = await t.staffAgent('lead');
    const id = await idOf('lead');
    const refused = await admin.put(`/api/staff/${id}`).send({ resetPassword: true });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/\/account/);
    expect(refused.body).not.toHaveProperty('oneTimePassword');
    expect((await signIn('lead', STAFF_PASSWORD)).status).toBe(200);
    const audit = await t.db.query("SELECT 1 FROM audit_log WHERE action = 'staff.password_reset'");
    expect(audit.rows).toEqual([]);
  });

  it('a one-time password signs in for 72 hours, then is refused with a clear message', async () => {
    const admin = await t.staffAgent('lead');
    const { oneTimePassword } = (await admin.post('/api/staff').send({ username: 'casey', role: 'coordinator' })).body;
    const expiry = await t.db.query<{ hours: number }>(
      "SELECT extract(epoch FROM one_time_password_expires_at - now()) / 3600 AS hours FROM staff_users WHERE username = 'casey'",
    );
    expect(Number(expiry.rows[0]?.hours)).toBeGreaterThan(71.9);
    expect(Number(expiry.rows[0]?.hours)).toBeLessThanOrEqual(72);

    await t.db.query(
      "UPDATE staff_users SET one_time_password_expires_at = now() - interval '1 second' WHERE username = 'casey'",
    );
    const expired = await signIn('casey', oneTimePassword);
    expect(expired.status).toBe(403);
    expect(expired.body).toEqual({ error: { message: ONE_TIME_PASSWORD_EXPIRED } });
    expect(ONE_TIME_PASSWORD_EXPIRED).toMatch(/expired.*72 hours.*Ask an admin/);
    expect(expired.headers['set-cookie']).toBeUndefined();
    // A wrong password still answers as ever: only whoever knows the old one-time password learns it expired.
    expect((await signIn('casey', 'not the password at all')).status).toBe(401);

    // A new one from an admin works; once the owner chose their own, the clock no longer applies.
    const reset = await admin.put(`/api/staff/${await idOf('casey')}`).send({ resetPassword: true });
    const login = await signIn('casey', reset.body.oneTimePassword);
    expect(login.status).toBe(200);
    await t
      .agent()
      .put('/api/user/password')
      .set('Cookie', cookieOf(login))
      .send({ currentPassword: reset.body.oneTimePassword, newPassword: CHOSEN })
      .expect(200);
    const after = await t.db.query("SELECT one_time_password_expires_at FROM staff_users WHERE username = 'casey'");
    expect(after.rows).toEqual([{ one_time_password_expires_at: null }]);
  });

  it('changes a role, which takes effect on the next call of a live session', async () => {
    const admin = await t.staffAgent('lead');
    const casey = await t.staffAgent('casey', 'coordinator');
    expect((await casey.get('/api/staff')).status).toBe(403);
    const res = await admin.put(`/api/staff/${await idOf('casey')}`).send({ role: 'admin' });
    expect(res.body.role).toBe('admin');
    expect((await casey.get('/api/staff')).status).toBe(200);
  });

  it('never leaves the programme without an active admin: the last one cannot be deactivated or demoted, by anyone', async () => {
    const lead = await t.staffAgent('lead');
    const leadId = await idOf('lead');
    const lastAdmin = 'There must always be an active admin: make another staff member an admin first.';
    for (const change of [{ active: false }, { role: 'coordinator' }, { active: false, role: 'coordinator' }]) {
      const res = await lead.put(`/api/staff/${leadId}`).send(change);
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(lastAdmin);
    }
    // A deactivated admin does not count.
    await t.staffAgent('former');
    await lead
      .put(`/api/staff/${await idOf('former')}`)
      .send({ active: false })
      .expect(200);
    expect((await lead.put(`/api/staff/${leadId}`).send({ role: 'coordinator' })).status).toBe(409);
    // With a second active admin the first may step down.
    await t.staffAgent('second');
    expect((await lead.put(`/api/staff/${leadId}`).send({ role: 'coordinator' })).body.role).toBe('coordinator');
    const admins = await t.db.query("SELECT username FROM staff_users WHERE active AND role = 'admin'");
    expect(admins.rows).toEqual([{ username: 'second' }]);
  });

  it('two admins demoting each other at once leave one admin', async () => {
    const a = await t.staffAgent('alpha');
    const b = await t.staffAgent('bravo');
    const [ra, rb] = await Promise.all([
      a.put(`/api/staff/${await idOf('bravo')}`).send({ role: 'coordinator' }),
      b.put(`/api/staff/${await idOf('alpha')}`).send({ role: 'coordinator' }),
    ]);
    // The loser meets the lock's recount (409) or, if the winner committed before its request began, the gate (403).
    const statuses = [ra.status, rb.status];
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.find((s) => s !== 200)).toBeOneOf([403, 409]);
    const admins = await t.db.query("SELECT count(*)::int AS n FROM staff_users WHERE active AND role = 'admin'");
    expect(admins.rows[0]).toEqual({ n: 1 });
  });

  it('answers bad input with 400 and field errors, an unknown id with 404, a taken username with 409', async () => {
    const admin = await t.staffAgent('lead');
    const id = await idOf('lead');
    const cases: [
      string,
      () => Promise<{ status: number; body: { error: { message: string; fieldErrors?: Record<string, string[]> } } }>,
      number,
      string?,
    ][] = [
      ['empty change', () => admin.put(`/api/staff/${id}`).send({}), 400],
      ['unknown field', () => admin.put(`/api/staff/${id}`).send({ password: 'x' }), 400],
      ['unknown role', () => admin.put(`/api/staff/${id}`).send({ role: 'owner' }), 400, 'role'],
      [
        'chosen reset',
        () => admin.put(`/api/staff/${id}`).send({ resetPassword: 'my choice 12345' }),
        400,
        'resetPassword',
      ],
      ['no such account', () => admin.put('/api/staff/999999').send({ active: true }), 404],
      ['bad id', () => admin.put('/api/staff/abc').send({ active: true }), 400],
      ['missing role', () => admin.post('/api/staff').send({ username: 'x' }), 400, 'role'],
      ['chosen password', () => admin.post('/api/staff').send({ username: 'x', role: 'admin', password: CHOSEN }), 400],
      [
        'zero-width space',
        () => admin.post('/api/staff').send({ username: 'lead\u200b', role: 'admin' }),
        400,
        'username',
      ],
      ['taken', () => admin.post('/api/staff').send({ username: 'LEAD', role: 'admin' }), 409],
    ];
    for (const [name, call, status, field] of cases) {
      const res = await call();
      expect(res.status, name).toBe(status);
      expect(res.body.error.message, name).toBeTruthy();
      if (field) expect(Object.keys(res.body.error.fieldErrors ?? {}), name).toContain(field);
    }
  });
});
