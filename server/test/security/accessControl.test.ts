import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testApp.js';
import { tuteeBody, tutorBody } from '../samples.js';
import { concretePath, isPublic, isStateChanging, listApiRoutes, routeName, type ApiRoute } from './apiRoutes.js';

function send(t: TestApp, route: ApiRoute, cookie?: string) {
  const agent = t.agent();
  const url = concretePath(route);
  let req = route.method === 'GET' ? agent.get(url) : agent[route.method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete'](url);
  if (cookie) req = req.set('Cookie', cookie);
  return isStateChanging(route) ? req.send({ id: 1, tutee_id: 1, tutor_id: 1 }) : req;
}

describe('access control: every /api route not on the public list needs a staff session', () => {
  let t: TestApp;
  let routes: ApiRoute[];
  beforeAll(async () => {
    t = await createTestApp();
    routes = listApiRoutes(t.app);
    // Records exist, so a leak would have something to leak.
    await t.agent().post('/api/tutees').send(tuteeBody());
    await t.agent().post('/api/tutors').send(tutorBody());
    await t.staffAgent('owner');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds the routes of every mounted router (the walk itself works)', () => {
    const names = routes.map(routeName);
    expect(names).toEqual(expect.arrayContaining(['POST /api/user/login', 'POST /api/user/logout', 'GET /api/user', 'GET /api/config']));
    expect(routes.filter((r) => !isPublic(r)).length).toBeGreaterThan(0);
  });

  it('answers 401 with only an error message, without a session and with a forged one', async () => {
    const forged = 'tutoring.sid=s%3Aforged-session-id.c2lnbmF0dXJl';
    const failures: string[] = [];
    for (const route of routes.filter((r) => !isPublic(r))) {
      for (const cookie of [undefined, forged]) {
        const res = await send(t, route, cookie);
        const onlyError = Object.keys(res.body as object).join() === 'error' && Object.keys(res.body.error).join() === 'message';
        if (res.status !== 401 || !onlyError) failures.push(`${routeName(route)}${cookie ? ' (forged cookie)' : ''}: ${res.status} ${res.text.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('the public list names only routes that exist, so a typo cannot hide a staff route', async () => {
    const { PUBLIC_ROUTES } = await import('../../src/routes.js');
    const names = new Set(routes.map(routeName));
    const registered = PUBLIC_ROUTES.filter((name) => names.has(name));
    // Public routes still being built may be listed ahead of their router; those answer 404, never data.
    for (const name of PUBLIC_ROUTES.filter((n) => !names.has(n))) {
      const [method, path] = name.split(' ') as [string, string];
      const res = await send(t, { method, path });
      expect(res.status, name).toBe(404);
    }
    expect(registered.length).toBeGreaterThan(0);
  });
});
