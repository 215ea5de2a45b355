import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testApp.js';
import { tuteeBody, tutorBody } from '../samples.js';
import { concretePath, listApiRoutes, routeName, type ApiRoute } from './apiRoutes.js';
import { cookieOf, onlyError, send } from './callers.js';
import { tableChecksum } from './dbChecksum.js';

/** Other spellings of a path that a proxy, Express or a reader might each take for the canonical one. */
const VARIANTS: readonly [name: string, spell: (path: string) => string][] = [
  ['a trailing //', (path) => `${path}//`],
  ['a trailing /', (path) => `${path}/`],
  ['/./ before the last segment', (path) => path.replace(/\/([^/]*)$/, '/./$1')],
  ['a /x/../ detour', (path) => path.replace(/^\/api\//, '/api/x/../')],
  ['%2F for the last slash', (path) => path.replace(/\/([^/]*)$/, '%2F$1')],
  ['%2f for the last slash', (path) => path.replace(/\/([^/]*)$/, '%2f$1')],
  ['upper case', (path) => path.toUpperCase()],
  ['a ; suffix', (path) => `${path};x`],
  ['a duplicated prefix', (path) => path.replace(/^\/api\//, '/api//')],
];

// Spellings that name the canonical route itself (Express matches paths case-insensitively, and one trailing slash).
const SAME_ROUTE = new Set(['a trailing /', 'upper case']);

type Caller = 'anonymous' | 'coordinator' | 'admin';

describe('no spelling of a path reaches what its canonical path refuses', () => {
  let t: TestApp;
  let routes: ApiRoute[];
  const cookies: Record<Caller, string | undefined> = { anonymous: undefined, coordinator: '', admin: '' };

  beforeAll(async () => {
    t = await createTestApp();
    // Signing out would end the callers' sessions halfway through the walk.
    routes = listApiRoutes(t).filter((route) => routeName(route) !== 'POST /api/user/logout');
    // Records exist, so a leak would have something to leak.
    await t.agent().post('/api/tutees').send(tuteeBody());
    await t.agent().post('/api/tutors').send(tutorBody());
    cookies.admin = await cookieOf(t, 'owner', 'admin');
    cookies.coordinator = await cookieOf(t, 'helper', 'coordinator');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the review’s requests 404 without a session, and creates no match', async () => {
    for (const path of ['/api/matches//', '/api/staff//', '/api/audit//?limit=3']) {
      const res = await t.agent().get(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toEqual({ error: { message: 'No such API endpoint.' } });
    }
    const created = await t.agent().post('/api/matches//').send({ tutor_id: 1, tutee_id: 1 });
    expect(created.status).toBe(404);
    const { rows } = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM matches');
    expect(rows[0]?.count).toBe(0);
  });

  it('answers 404 for every spelling with an empty, dot or encoded-slash segment, even on a public route', async () => {
    for (const [name, spell] of VARIANTS.filter(([variant]) => !SAME_ROUTE.has(variant))) {
      const res = await t.agent().get(spell('/api/config'));
      expect(res.status, name).toBe(404);
      expect(onlyError(res.body), name).toBe(true);
    }
    for (const name of SAME_ROUTE) {
      const spell = VARIANTS.find(([variant]) => variant === name)![1];
      expect((await t.agent().get(spell('/api/config'))).status, name).toBe(200);
    }
  });

  it('refuses every spelling of every route, as anonymous, coordinator and admin, wherever the canonical path refuses', async () => {
    const refused: [ApiRoute, Caller][] = [];
    for (const caller of Object.keys(cookies) as Caller[]) {
      for (const route of routes) {
        const canonical = await send(t, route, cookies[caller]);
        if (canonical.status === 401 || canonical.status === 403) refused.push([route, caller]);
      }
    }
    // Every staff route refuses a caller without a session, and every admin route a coordinator.
    const staffRoutes = routes.filter((route) => route.access !== 'public' && route.access !== 'setupOrAdmin');
    const adminRoutes = routes.filter((route) => route.access === 'admin');
    expect(refused.filter(([, caller]) => caller === 'anonymous').length).toBeGreaterThanOrEqual(staffRoutes.length);
    expect(refused.filter(([, caller]) => caller === 'coordinator').length).toBeGreaterThanOrEqual(adminRoutes.length);

    const before = await tableChecksum(t.db);
    const failures: string[] = [];
    for (const [route, caller] of refused) {
      for (const [name, spell] of VARIANTS) {
        const url = spell(concretePath(route));
        const res = await send(t, route, cookies[caller], url);
        if (res.status < 400 || res.status >= 500 || !onlyError(res.body))
          failures.push(`${routeName(route)} as ${caller}, ${name} (${url}): ${res.status} ${res.text.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    // Refused, whatever the spelling: not a row added, changed or removed.
    expect(await tableChecksum(t.db)).toEqual(before);
  });

  it('never fails with a server error on any spelling, for any caller', async () => {
    const failures: string[] = [];
    for (const caller of Object.keys(cookies) as Caller[]) {
      for (const route of routes) {
        for (const [name, spell] of VARIANTS) {
          const res = await send(t, route, cookies[caller], spell(concretePath(route)));
          if (res.status >= 500) failures.push(`${routeName(route)} as ${caller}, ${name}: ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('records the signed-in staff member as the actor of every audited staff read', async () => {
    const { rows: start } = await t.db.query<{ last: number }>(
      'SELECT coalesce(max(id), 0)::int AS last FROM audit_log',
    );
    for (const route of routes.filter((r) => r.method === 'GET' && r.access === 'coordinator'))
      await send(t, route, cookies.coordinator);
    const { rows } = await t.db.query<{ action: string; staff_user_id: number | null }>(
      'SELECT action, staff_user_id FROM audit_log WHERE id > $1',
      [start[0]?.last ?? 0],
    );
    const { rows: helper } = await t.db.query<{ id: number }>("SELECT id FROM staff_users WHERE username = 'helper'");
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.staff_user_id !== helper[0]?.id)).toEqual([]);
  });
});
