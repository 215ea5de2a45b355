import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MUST_CHANGE_PASSWORD } from '../../src/auth/requireRole.js';
import { createApiRouter } from '../../src/http/apiRouter.js';
import { createTestApp, type TestApp } from '../testApp.js';
import { tuteeBody, tutorBody } from '../samples.js';
import { cookieOf, onlyError, send } from './callers.js';
import {
  isPublic,
  listApiRoutes,
  needsAdmin,
  needsChangedPassword,
  opensSignedOut,
  routeName,
  type ApiRoute,
} from './apiRoutes.js';

describe('access control: each /api route declares who may call it, and the app holds to it', () => {
  let t: TestApp;
  let routes: ApiRoute[];
  let coordinator: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    routes = listApiRoutes(t);
    // Records exist, so a leak would have something to leak.
    await t.agent().post('/api/tutees').send(tuteeBody());
    await t.agent().post('/api/tutors').send(tutorBody());
    admin = await cookieOf(t, 'owner', 'admin');
    coordinator = await cookieOf(t, 'helper', 'coordinator');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('knows the declared routes of every domain, each with its access', () => {
    const names = routes.map(routeName);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/user/login',
        'POST /api/user/logout',
        'GET /api/user',
        'GET /api/config',
        'GET /api/staff',
      ]),
    );
    expect(routes.filter((r) => r.access === 'coordinator').length).toBeGreaterThan(10);
    expect(routes.filter((r) => r.access === 'admin').length).toBeGreaterThan(0);
  });

  it('answers 401 with only an error message, without a session and with a forged one', async () => {
    const forged = 'tutoring.sid=s%3Aforged-session-id.c2lnbmF0dXJl';
    const failures: string[] = [];
    for (const route of routes.filter((r) => !opensSignedOut(r))) {
      for (const cookie of [undefined, forged]) {
        const res = await send(t, route, cookie);
        if (res.status !== 401 || !onlyError(res.body))
          failures.push(
            `${routeName(route)}${cookie ? ' (forged cookie)' : ''}: ${res.status} ${res.text.slice(0, 200)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers a coordinator 403 with only an error message on every admin route', async () => {
    const failures: string[] = [];
    for (const route of routes.filter(needsAdmin)) {
      const res = await send(t, route, coordinator);
      if (res.status !== 403 || !onlyError(res.body))
        failures.push(`${routeName(route)}: ${res.status} ${res.text.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });

  it('lets a coordinator through the gate of every coordinator route, and an admin through every staff route', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => !isPublic(r))) {
      const callers = needsAdmin(route)
        ? [['admin', admin]]
        : [
            ['admin', admin],
            ['coordinator', coordinator],
          ];
      for (const [who, cookie] of callers) {
        // Past the gate the route answers what its input deserves (200, 400, 404, 409), never 401 or 403.
        const res = await send(t, route, cookie);
        if (res.status === 401 || res.status === 403)
          failures.push(`${routeName(route)} as ${who}: ${res.status} ${res.text.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers a staff member with a one-time password 403 on every staff route but the password change', async () => {
    const cookie = await cookieOf(t, 'newcomer', 'admin');
    await t.db.query("UPDATE staff_users SET must_change_password = true WHERE username = 'newcomer'");
    const failures: string[] = [];
    for (const route of routes.filter(needsChangedPassword)) {
      const res = await send(t, route, cookie);
      if (res.status !== 403 || res.body.error?.message !== MUST_CHANGE_PASSWORD)
        failures.push(`${routeName(route)}: ${res.status} ${res.text.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    const me = await t.agent().get('/api/user').set('Cookie', cookie);
    expect(me.body).toMatchObject({ username: 'newcomer', role: 'admin', mustChangePassword: true });
  });

  it('refuses to build a router with a route that declares no access (and such a route does not compile)', () => {
    const handler = () => undefined;
    const undeclared = {
      method: 'GET',
      path: '/api/secret',
      tag: 'Secret',
      summary: 'x',
      responses: {},
      handler,
    } as const;
    // @ts-expect-error: access is a required part of every route's declaration
    expect(() => createApiRouter([undeclared])).toThrow('GET /api/secret declares no access: who may call it?');
    expect(() => createApiRouter([{ ...undeclared, access: 'admin' }])).not.toThrow();
  });
});
