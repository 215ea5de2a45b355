import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MUST_CHANGE_PASSWORD } from '../auth/requireRole.js';
import { createTestApp, STAFF_PASSWORD, type TestApp } from '../../test/testApp.js';

const ONE_TIME = 'one-time password 42';
const CHOSEN = 'my own long password';

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

  it('an admin creates a coordinator with a one-time password, which must be changed before any other staff call', async () => {
    const admin = await t.staffAgent('lead');
    const created = await admin.post('/api/staff').send({ username: 'Casey', role: 'coordinator', password: ONE_TIME });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      username: 'casey',
      role: 'coordinator',
      active: true,
      mustChangePassword: true,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      lastSignedInAt: null,
    });

    const login = await signIn('casey', ONE_TIME);
    expect(login.body).toMatchObject({ username: 'casey', role: 'coordinator', mustChangePassword: true });
    const cookie = cookieOf(login);
    const blocked = await t.agent().get('/api/tutees').set('Cookie', cookie);
    expect(blocked.status).toBe(403);
    expect(blocked.body).toEqual({ error: { message: MUST_CHANGE_PASSWORD } });

    const changed = await t
      .agent()
      .put('/api/user/password')
      .set('Cookie', cookie)
      .send({ currentPassword: ONE_TIME, newPassword: CHOSEN });
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

  it('a password reset sets a new one-time password and ends the sessions; the old password stops working', async () => {
    const admin = await t.staffAgent('lead');
    await t.staffAgent('casey', 'coordinator');
    const cookie = cookieOf(await signIn('casey', STAFF_PASSWORD));
    const id = await idOf('casey');
    const reset = await admin.put(`/api/staff/${id}`).send({ resetPassword: ONE_TIME });
    expect(reset.body).toMatchObject({ mustChangePassword: true, active: true });
    expect((await t.agent().get('/api/user').set('Cookie', cookie)).status).toBe(401);
    expect((await signIn('casey', STAFF_PASSWORD)).status).toBe(401);
    expect((await signIn('casey', ONE_TIME)).body.mustChangePassword).toBe(true);
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
      ['short reset', () => admin.put(`/api/staff/${id}`).send({ resetPassword: 'short' }), 400, 'resetPassword'],
      ['no such account', () => admin.put('/api/staff/999999').send({ active: true }), 404],
      ['bad id', () => admin.put('/api/staff/abc').send({ active: true }), 400],
      ['missing role', () => admin.post('/api/staff').send({ username: 'x', password: ONE_TIME }), 400, 'role'],
      ['taken', () => admin.post('/api/staff').send({ username: 'LEAD', role: 'admin', password: ONE_TIME }), 409],
    ];
    for (const [name, call, status, field] of cases) {
      const res = await call();
      expect(res.status, name).toBe(status);
      expect(res.body.error.message, name).toBeTruthy();
      if (field) expect(Object.keys(res.body.error.fieldErrors ?? {}), name).toContain(field);
    }
  });
});
