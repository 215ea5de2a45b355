import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, STAFF_PASSWORD, type TestApp } from '../../test/testApp.js';
import { concretePath, isStateChanging, listApiRoutes } from '../../test/security/apiRoutes.js';

interface Row {
  action: string;
  staff_user_id: number | null;
  entity: string;
  entity_id: number | null;
  details: Record<string, unknown>;
}

describe('audit of sign-in and staff accounts, and the audit log API', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: '3' });
  });
  afterEach(async () => {
    await t.close();
  });

  const rows = async (action: string) =>
    (
      await t.db.query<Row>(
        'SELECT action, staff_user_id, entity, entity_id, details FROM audit_log WHERE action = $1 ORDER BY id',
        [action],
      )
    ).rows;
  const idOf = async (username: string) =>
    (await t.db.query<{ id: number }>('SELECT id FROM staff_users WHERE username = $1', [username])).rows[0]!.id;

  it('records sign-in, failure (with the address, never the password), lockout once per window, and sign-out', async () => {
    const agent = await t.staffAgent('kim');
    const kim = await idOf('kim');
    const guesses = ['secret guess one', 'secret guess two', 'secret guess six'];
    for (const password of guesses)
      expect((await t.agent().post('/api/user/login').send({ username: 'kim', password })).status).toBe(401);
    for (let i = 0; i < 3; i += 1)
      expect(
        (await t.agent().post('/api/user/login').send({ username: 'kim', password: 'secret guess ten' })).status,
      ).toBe(429);
    await t.agent().post('/api/user/login').send({ username: 'nobody here', password: 'secret guess nine' });
    await agent.post('/api/user/logout').send({}).expect(204);

    const ip = expect.stringMatching(/127\.0\.0\.1|::1/);
    expect(await rows('auth.sign_in')).toEqual([
      { action: 'auth.sign_in', staff_user_id: kim, entity: 'staff_user', entity_id: kim, details: { ip } },
    ]);
    expect(await rows('auth.sign_in_failed')).toEqual([
      ...guesses.map(() => ({
        action: 'auth.sign_in_failed',
        staff_user_id: null,
        entity: 'staff_user',
        entity_id: kim,
        details: { ip },
      })),
      // An unknown username: no account, and the typed name is not kept.
      { action: 'auth.sign_in_failed', staff_user_id: null, entity: 'staff_user', entity_id: null, details: { ip } },
    ]);
    expect(await rows('auth.lockout')).toEqual([
      { action: 'auth.lockout', staff_user_id: null, entity: 'staff_user', entity_id: kim, details: { ip } },
    ]);
    expect(await rows('auth.sign_out')).toEqual([
      { action: 'auth.sign_out', staff_user_id: kim, entity: 'staff_user', entity_id: kim, details: { ip } },
    ]);
    const all = JSON.stringify((await t.db.query('SELECT * FROM audit_log')).rows);
    for (const secret of [...guesses, 'secret guess ten', 'secret guess nine', 'nobody here', STAFF_PASSWORD])
      expect(all).not.toContain(secret);
  });

  it('records each staff account change by the admin who made it', async () => {
    const admin = await t.staffAgent('lead');
    const lead = await idOf('lead');
    const created = await admin.post('/api/staff').send({ username: 'casey', role: 'coordinator' });
    const casey = created.body.id as number;
    await admin.put(`/api/staff/${casey}`).send({ role: 'admin' }).expect(200);
    await admin.put(`/api/staff/${casey}`).send({ active: false, resetPassword: true }).expect(200);
    await admin.put(`/api/staff/${casey}`).send({ active: true }).expect(200);
    const changes = (
      await t.db.query<Row>(
        "SELECT action, staff_user_id, entity, entity_id, details FROM audit_log WHERE action LIKE 'staff.%' ORDER BY id",
      )
    ).rows;
    const by = { staff_user_id: lead, entity: 'staff_user', entity_id: casey };
    expect(changes).toEqual([
      { action: 'staff.create', ...by, details: { by: 'staff', role: 'coordinator' } },
      { action: 'staff.role_change', ...by, details: { from: 'coordinator', to: 'admin' } },
      { action: 'staff.deactivate', ...by, details: { sessionsEnded: 0 } },
      { action: 'staff.password_reset', ...by, details: { sessionsEnded: 0 } },
      { action: 'staff.reactivate', ...by, details: {} },
    ]);
  });

  it('GET /api/audit filters by staff member, action and dates, pages newest first, and counts', async () => {
    const admin = await t.staffAgent('lead');
    await t.staffAgent('kim', 'coordinator');
    const kim = await idOf('kim');
    await t.db.query(
      `INSERT INTO audit_log (staff_user_id, action, entity, created_at) VALUES
        ($1, 'tutees.list', 'tutee', '2025-03-01T10:00:00Z'), ($1, 'tutees.list', 'tutee', '2025-03-02T23:59:59Z'),
        ($1, 'match.create', 'match', '2025-03-03T00:00:00Z'), (NULL, 'retention.run', 'retention', '2025-03-04T12:00:00Z')`,
      [kim],
    );
    const get = (query: Record<string, string | number>) => admin.get('/api/audit').query(query);

    const byKim = await get({ actor: kim });
    // Rows by kim, and rows about kim's account (the sign-in of staffAgent).
    expect(byKim.body.map((e: { action: string }) => e.action)).toEqual([
      'auth.sign_in',
      'match.create',
      'tutees.list',
      'tutees.list',
    ]);
    expect(byKim.body[1]).toMatchObject({
      actor: 'kim',
      action: 'match.create',
      entity: 'match',
      account: null,
      createdAt: expect.stringMatching(/^2025-03-03T00:00:00/),
    });
    expect(byKim.body[0]).toMatchObject({ actor: 'kim', account: 'kim', details: { ip: expect.any(String) } });

    const lists = await get({ action: 'tutees.list' });
    expect(lists.body).toHaveLength(2);
    expect(lists.headers['x-total-count']).toBe('2');

    const days = await get({ from: '2025-03-02', to: '2025-03-03' });
    expect(days.body.map((e: { action: string }) => e.action)).toEqual(['match.create', 'tutees.list']);

    const page = await get({ from: '2025-01-01', to: '2025-12-31', limit: 1, offset: 1 });
    expect(page.body.map((e: { action: string }) => e.action)).toEqual(['match.create']);
    expect(page.headers['x-total-count']).toBe('4');

    const refused: Record<string, string | number>[] = [
      { from: '2025-13-01' },
      { actor: 'kim' },
      { limit: 500 },
      { from: '2025-03-05', to: '2025-03-01' },
      { action: 'drop table' },
    ];
    for (const bad of refused) {
      expect((await get(bad)).status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('exports the filtered log as CSV with the shared writer, and audits the export', async () => {
    const admin = await t.staffAgent('lead');
    await t.db.query(
      "INSERT INTO audit_log (action, entity, details, created_at) VALUES ('retention.run', 'retention', '{\"note\": \"=1+1\"}', '2025-03-04T12:00:00Z')",
    );
    const res = await admin.get('/api/audit/export.csv').query({ action: 'retention.run' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Time (UTC),Staff member,Action,Record,Record id,Account,Details');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^2025-03-04T12:00:00\+00:00,,retention\.run,retention,,,"\{""note"":""=1\+1""\}"$/);
    expect((await rows('audit.export'))[0]?.details).toEqual({ action: 'retention.run', rows: 1 });
  });

  it('no route changes or deletes an audit row, and the database refuses to change one', async () => {
    const admin = await t.staffAgent('lead');
    await t.db.query(
      "INSERT INTO audit_log (action, entity) VALUES ('tutee.read', 'tutee'), ('staff.create', 'staff_user')",
    );
    const snapshot = async () => (await t.db.query('SELECT * FROM audit_log ORDER BY id')).rows;
    const before = await snapshot();
    for (const route of listApiRoutes(t)) {
      if (route.path === '/api/user/logout') continue;
      const url = concretePath(route);
      const req =
        route.method === 'GET' ? admin.get(url) : admin[route.method.toLowerCase() as 'post' | 'put' | 'delete'](url);
      await (isStateChanging(route) ? req.send({ id: 1, active: false }) : req);
    }
    const after = await snapshot();
    expect(after.slice(0, before.length)).toEqual(before);
    await expect(t.db.query("UPDATE audit_log SET action = 'nothing'")).rejects.toThrow(/cannot be changed/);
  });
});
