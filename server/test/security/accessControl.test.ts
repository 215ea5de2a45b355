import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertEveryRouteHasAccess } from '../../src/http/routeGates.js';
import { ROUTE_ACCESS } from '../../src/routes.js';
import { MUST_CHANGE_PASSWORD } from '../../src/auth/requireRole.js';
import { createTestApp, type TestApp } from '../testApp.js';
import { tuteeBody, tutorBody } from '../samples.js';
import {
  accessOf,
  concretePath,
  isPublic,
  isStateChanging,
  listApiRoutes,
  needsAdmin,
  needsChangedPassword,
  opensSignedOut,
  routeName,
  type ApiRoute,
} from './apiRoutes.js';

function send(t: TestApp, route: ApiRoute, cookie?: string) {
  const agent = t.agent();
  const url = concretePath(route);
  let req =
    route.method === 'GET'
      ? agent.get(url)
      : agent[route.method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete'](url);
  if (cookie) req = req.set('Cookie', cookie);
  return isStateChanging(route) ? req.send({ id: 1, tutee_id: 1, tutor_id: 1 }) : req;
}

const onlyError = (body: unknown) => {
  const error = (body as { error?: object }).error;
  return (
    Object.keys(body as object).join() === 'error' && error !== undefined && Object.keys(error).join() === 'message'
  );
};

async function cookieOf(t: TestApp, username: string, role: 'admin' | 'coordinator'): Promise<string> {
  await t.staffAgent(username, role);
  const login = await t.agent().post('/api/user/login').send({ username, password: 'staff password 123' });
  return (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
}

describe('access control: the route table states who may call each /api route, and the app holds to it', () => {
  let t: TestApp;
  let routes: ApiRoute[];
  let coordinator: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    routes = listApiRoutes(t.app);
    // Records exist, so a leak would have something to leak.
    await t.agent().post('/api/tutees').send(tuteeBody());
    await t.agent().post('/api/tutors').send(tutorBody());
    admin = await cookieOf(t, 'owner', 'admin');
    coordinator = await cookieOf(t, 'helper', 'coordinator');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds the routes of every mounted router (the walk itself works), each named in the table', () => {
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
    expect(routes.filter((r) => accessOf(r) === undefined).map(routeName)).toEqual([]);
    expect(routes.filter((r) => accessOf(r) === 'coordinator').length).toBeGreaterThan(10);
    expect(routes.filter((r) => accessOf(r) === 'admin').length).toBeGreaterThan(0);
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

  it('every line of the table is a route the app answers; one not mounted (the benchmark) answers 404 past its gate', async () => {
    const names = new Set(routes.map(routeName));
    const unmounted = Object.keys(ROUTE_ACCESS).filter((name) => !names.has(name));
    expect(unmounted.every((name) => name.startsWith('POST /api/bench') || name.startsWith('GET /api/bench'))).toBe(
      true,
    );
    for (const name of unmounted) {
      const [method, path] = name.split(' ') as [string, string];
      expect((await send(t, { method, path }, admin)).status, name).toBe(404);
    }
  });

  it('refuses to build an app with a route the table does not mention', () => {
    const router = express.Router();
    router.get('/secret', (_req, res) => void res.json({}));
    router.get('/', (_req, res) => void res.json({}));
    expect(() => assertEveryRouteHasAccess([{ path: '/api/staff', router }], ROUTE_ACCESS)).toThrow(
      /GET \/api\/staff\/secret/,
    );
    expect(() =>
      assertEveryRouteHasAccess(
        [{ path: '/api/staff', router: express.Router().get('/', (_req, res) => void res.json({})) }],
        ROUTE_ACCESS,
      ),
    ).not.toThrow();
  });
});
