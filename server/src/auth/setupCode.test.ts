import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../../test/testApp.js';
import type { Db } from '../db/db.js';
import { createLogger } from '../logger.js';
import { startServer } from '../server.js';
import { setupCodeLine } from './setupCode.js';

const body = (setupCode?: string) => ({
  username: 'first',
  password: 'long enough password',
  ...(setupCode === undefined ? {} : { setupCode }),
});
const WRONG = /setup code is missing or wrong/;

describe('first-run setup code', () => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  it('is required for the signed-out first-run registration: missing or wrong answers 403 and creates nothing', async () => {
    t = await createTestApp();
    const code = await t.setupCode();
    expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    for (const attempt of [undefined, '', 'AAAA-BBBB-CCCC-DDDD', `${code}X`]) {
      const res = await t.agent().post('/api/user/register').send(body(attempt));
      expect(res.status).toBe(403);
      expect(res.body.error.message).toMatch(WRONG);
    }
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_users')).rows[0]?.n).toBe(0);
  });

  it('the right code (dashes and case do not matter) creates the first account once; then the code is gone', async () => {
    t = await createTestApp();
    const code = (await t.setupCode()) ?? '';
    const typed = code.toLowerCase().replace(/-/g, ' ');
    const created = await t.agent().post('/api/user/register').send(body(typed));
    expect(created.status).toBe(201);
    expect(await t.setupCode()).toBeUndefined();
    const again = await t
      .agent()
      .post('/api/user/register')
      .send({ ...body(code), username: 'second' });
    expect(again.status).toBe(403);
    expect(again.body.error.message).toMatch(/signed-in staff/);
  });

  it('is the same for every process on one database and changes with the session secret', async () => {
    t = await createTestApp();
    const other = await createTestApp({}, t.db);
    const otherSecret = await createTestApp({ SESSION_SECRET: 'another-secret-that-is-at-least-32-characters' }, t.db);
    try {
      const code = await t.setupCode();
      expect(await other.setupCode()).toBe(code);
      expect(await otherSecret.setupCode()).not.toBe(code);
      // A code the other process printed works here.
      expect(
        (
          await t
            .agent()
            .post('/api/user/register')
            .send(body(await other.setupCode()))
        ).status,
      ).toBe(201);
    } finally {
      await other.close();
      await otherSecret.close();
    }
  });

  it('wrong codes are rate-limited per address: after LOGIN_MAX_FAILURES even the right one meets 429', async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: '2' });
    const code = await t.setupCode();
    for (let i = 0; i < 2; i += 1)
      expect(
        (
          await t
            .agent()
            .post('/api/user/register')
            .send(body(`WRONG-${i}`))
        ).status,
      ).toBe(403);
    expect((await t.agent().post('/api/user/register').send(body(code))).status).toBe(429);
  });

  it('the server has a code to print while no staff account exists, and none once one does', async () => {
    t = await createTestApp();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutoring-setup-code-'));
    // Two server starts on the test's database; stop() closes its database, so this one leaves it open.
    const shared: Db = {
      engine: t.db.engine,
      query: (text, params) => t.db.query(text, params),
      transaction: (fn) => t.db.transaction(fn),
      exec: (script) => t.db.exec(script),
      schemaTransaction: (fn) => t.db.schemaTransaction(fn),
      close: () => Promise.resolve(),
    };
    const start = () =>
      startServer(testConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir }), shared, createLogger('silent'));
    try {
      const first = await start();
      expect(first.setupCode).toBe(await t.setupCode());
      expect(setupCodeLine(first.setupCode ?? '', first.url)).toMatch(
        new RegExp(
          `^\\n=+\\nSetup code: ${first.setupCode}\\nCreate the first staff account at ${first.url}/registration with this code\\.\\n=+\\n\\n$`,
        ),
      );
      const created = await fetch(`${first.url}/api/user/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body(first.setupCode)),
      });
      expect(created.status).toBe(201);
      await first.stop();
      const second = await start();
      expect(second.setupCode).toBeUndefined();
      await second.stop();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
