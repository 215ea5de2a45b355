import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFromBeforeMigrations } from '../../test/beforeMigrations.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

describe('staff roles in the database', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('upgrades a database from before roles: its accounts become active admins, and a new account must state its role', async () => {
    await t.db.query(
      'ALTER TABLE staff_users DROP COLUMN role, DROP COLUMN active, DROP COLUMN must_change_password, DROP COLUMN last_signed_in_at',
    );
    await t.db.query("INSERT INTO staff_users (username, password_hash) VALUES ('veteran', 'x'), ('founder', 'y')");
    await startFromBeforeMigrations(t.db);
    const rows = await t.db.query<{ username: string; role: string; active: boolean; must_change_password: boolean }>(
      'SELECT username, role, active, must_change_password FROM staff_users ORDER BY username',
    );
    expect(rows.rows).toEqual([
      { username: 'founder', role: 'admin', active: true, must_change_password: false },
      { username: 'veteran', role: 'admin', active: true, must_change_password: false },
    ]);
    await expect(
      t.db.query("INSERT INTO staff_users (username, password_hash) VALUES ('newcomer', 'z')"),
    ).rejects.toThrow();
    await expect(
      t.db.query("INSERT INTO staff_users (username, password_hash, role) VALUES ('newcomer', 'z', 'owner')"),
    ).rejects.toThrow();
    // Adopting it again changes nothing.
    await startFromBeforeMigrations(t.db);
    expect((await t.db.query('SELECT username FROM staff_users WHERE role = $1', ['admin'])).rows).toHaveLength(2);
  });

  it('GET /api/user answers the role, read afresh at each request', async () => {
    const agent = await t.staffAgent('kim', 'coordinator');
    expect((await agent.get('/api/user')).body).toMatchObject({
      username: 'kim',
      role: 'coordinator',
      mustChangePassword: false,
    });
    expect((await agent.get('/api/staff')).status).toBe(403);
    await t.db.query("UPDATE staff_users SET role = 'admin' WHERE username = 'kim'");
    expect((await agent.get('/api/user')).body.role).toBe('admin');
    expect((await agent.get('/api/staff')).status).toBe(200);
  });
});
