import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { createTestDb } from '../../test/testDb.js';
import { SCHEMA_TABLES } from '../db/schema.js';

describe('health endpoints', () => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  it('/healthz answers while the process runs, without a session or the database', async () => {
    t = await createTestApp();
    const res = await t.agent().get('/healthz').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz is ready when the database answers, every table of the schema exists and the mail worker runs', async () => {
    t = await createTestApp();
    expect(SCHEMA_TABLES).toEqual(
      expect.arrayContaining(['tutees', 'tutors', 'matches', 'email_outbox', 'session', 'audit_log']),
    );
    const notStarted = await t.agent().get('/readyz').expect(503);
    expect(notStarted.body).toEqual({ status: 'unavailable', checks: { database: true, schema: true, mail: false } });
    t.ctx.mail.start();
    const ready = await t.agent().get('/readyz').expect(200);
    expect(ready.body).toEqual({ status: 'ready', checks: { database: true, schema: true, mail: true } });
  });

  it('/readyz is unavailable when a table of the schema is missing', async () => {
    const db = await createTestDb();
    t = await createTestApp({}, db);
    t.ctx.mail.start();
    await db.query('DROP TABLE audit_log');
    const res = await t.agent().get('/readyz').expect(503);
    expect(res.body.checks).toEqual({ database: true, schema: false, mail: true });
    await db.close();
  });

  it('/readyz is unavailable, at once, when the database does not answer', async () => {
    const db = await createTestDb();
    t = await createTestApp({}, db);
    t.ctx.mail.start();
    await db.close();
    const started = Date.now();
    const res = await t.agent().get('/readyz').expect(503);
    expect(res.body.checks).toMatchObject({ database: false, schema: false });
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
