import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db.js';
import { createPgDb } from '../../src/db/pgDb.js';
import { applySchema } from '../../src/db/schema.js';
import { createLogger } from '../../src/logger.js';
import { createTestApp, STAFF_PASSWORD, type TestApp } from '../testApp.js';
import { createPgDatabase, databaseUrl, dropPgDatabase, TEST_ENGINE } from '../testDb.js';
import { tuteeBody } from '../samples.js';
import { concretePath, isStateChanging, listApiRoutes, routeName, type ApiRoute } from '../security/apiRoutes.js';
import { CuttableProxy } from './cuttableProxy.js';

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';
const QUICKLY_MS = 4_000;
const QUERY_TIMEOUT_MS = 2_000;
// The API reference is built at start and served from memory: it answers while the database is away.
const WITHOUT_DATABASE = new Set(['GET /api/openapi.json', 'GET /api/docs']);
const expectedWhileDown = (route: ApiRoute) => (WITHOUT_DATABASE.has(routeName(route)) ? 200 : 503);

// Only PostgreSQL can go away while the server runs; PGlite lives inside the process.
describe.runIf(TEST_ENGINE === 'pg')('database outage: 503 quickly, recovery without a restart', () => {
  let name: string;
  let proxy: CuttableProxy;
  let db: Db;
  let t: TestApp;
  let routes: ApiRoute[];
  let staffCookie: string[];

  beforeAll(async () => {
    name = await createPgDatabase();
    const direct = new URL(databaseUrl(name));
    proxy = new CuttableProxy(direct.hostname, Number(direct.port || 5432));
    await proxy.start();
    direct.host = `127.0.0.1:${proxy.port}`;
    db = createPgDb(direct.toString(), createLogger('silent'), 4, QUERY_TIMEOUT_MS);
    await applySchema(db);
    t = await createTestApp({}, db);
    routes = listApiRoutes(t);
    await t.staffAgent('kim');
    const login = await t.agent().post('/api/user/login').send({ username: 'kim', password: STAFF_PASSWORD });
    staffCookie = login.headers['set-cookie'] as unknown as string[];
    expect((await t.agent().post('/api/tutees').send(tuteeBody())).status).toBe(201);
  });
  afterAll(async () => {
    proxy?.thaw();
    await t?.close();
    await db?.close();
    await proxy?.cut();
    if (name) await dropPgDatabase(name);
  });

  function call(route: ApiRoute, cookie?: string[]) {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    let req = t
      .agent()
      [method](concretePath(route))
      .timeout(QUICKLY_MS * 2);
    if (cookie) req = req.set('Cookie', cookie);
    const body =
      route.path === '/api/tutees'
        ? tuteeBody()
        : { id: 1, tutee_id: 1, tutor_id: 1, username: 'kim', password: STAFF_PASSWORD, email: 'a@b.co' };
    return isStateChanging(route) ? req.send(body) : req;
  }

  it('answers every route 503 with a clear message within seconds while the database is down, then recovers', async () => {
    await proxy.cut();
    const problems: string[] = [];
    for (const route of routes) {
      // Signed in: the session read itself needs the database.
      const started = Date.now();
      const res = await call(route, staffCookie);
      const ms = Date.now() - started;
      const unavailable = res.status === 503 && res.body.error?.message === UNAVAILABLE;
      if (expectedWhileDown(route) === 503 ? !unavailable : res.status !== 200)
        problems.push(`${routeName(route)} signed in: ${res.status} ${res.text.slice(0, 120)}`);
      if (ms > QUICKLY_MS) problems.push(`${routeName(route)} took ${ms} ms`);
      // Anonymous: 401/400 where no database is needed, 503 where it is; never a 500.
      const anonymous = await call(route);
      if (anonymous.status >= 500 && anonymous.status !== 503)
        problems.push(`${routeName(route)} anonymous: ${anonymous.status}`);
    }
    expect(problems).toEqual([]);
    expect((await t.agent().get('/api/config')).status).toBe(503);
    expect((await t.agent().post('/api/tutees').send(tuteeBody())).status).toBe(503);

    await proxy.restore();
    const me = await t.agent().get('/api/user').set('Cookie', staffCookie);
    expect(me.status).toBe(200);
    expect((await t.agent().post('/api/tutees').send(tuteeBody())).status).toBe(201);
    const after = await Promise.all(routes.map((route) => call(route, staffCookie)));
    expect(after.filter((res) => res.status >= 500).map((res) => `${res.status} ${res.text.slice(0, 80)}`)).toEqual([]);
  }, 120_000);

  it('answers 503 within the query timeout when the database hangs instead of refusing, then recovers', async () => {
    // The first test's sweep ended with a sign-out: sign in again.
    const login = await t.agent().post('/api/user/login').send({ username: 'kim', password: STAFF_PASSWORD });
    staffCookie = login.headers['set-cookie'] as unknown as string[];
    expect(login.status, login.text).toBe(200);
    expect((await t.agent().get('/api/user').set('Cookie', staffCookie)).status).toBe(200);
    proxy.freeze();
    const problems: string[] = [];
    const started = Date.now();
    // In parallel, as real traffic would arrive: pooled connections hang, new ones never connect.
    const replies = await Promise.all(routes.map(async (route) => ({ route, res: await call(route, staffCookie) })));
    for (const { route, res } of replies) {
      const unavailable = res.status === 503 && res.body.error?.message === UNAVAILABLE;
      if (expectedWhileDown(route) === 503 ? !unavailable : res.status !== 200)
        problems.push(`${routeName(route)}: ${res.status} ${res.text.slice(0, 120)}`);
    }
    expect(problems).toEqual([]);
    expect(Date.now() - started).toBeLessThan(QUERY_TIMEOUT_MS + 3_000 + 2_000);

    proxy.thaw();
    const me = await t.agent().get('/api/user').set('Cookie', staffCookie);
    expect(me.status).toBe(200);
    expect((await t.agent().post('/api/tutees').send(tuteeBody())).status).toBe(201);
  }, 120_000);
});
