import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply } from '../people.js';
import { createTestApp, STAFF_PASSWORD, type TestApp } from '../testApp.js';
import { concretePath, isStateChanging, listApiRoutes, routeName, type ApiRoute } from './apiRoutes.js';
import { tableChecksum } from './dbChecksum.js';

const OWN_HOST = 'tutoring.test';
const OWN_ORIGIN = `http://${OWN_HOST}`;

describe('CSRF: every state-changing route refuses foreign origins and form content types', () => {
  let t: TestApp;
  let routes: ApiRoute[];
  let staffCookie: string[];
  beforeAll(async () => {
    t = await createTestApp({ ALLOWED_ORIGINS: 'https://admin.example.org' });
    routes = listApiRoutes(t).filter(isStateChanging);
    await t.staffAgent('kim');
    const login = await t.agent().post('/api/user/login').send({ username: 'kim', password: STAFF_PASSWORD });
    staffCookie = login.headers['set-cookie'] as unknown as string[];
  });
  afterAll(async () => {
    await t?.close();
  });

  function call(route: ApiRoute) {
    const method = route.method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete';
    return t.agent()[method](concretePath(route)).set('Host', OWN_HOST).set('Cookie', staffCookie);
  }

  it('covers the login, logout and register routes at least', () => {
    expect(routes.map(routeName)).toEqual(
      expect.arrayContaining(['POST /api/user/login', 'POST /api/user/logout', 'POST /api/user/register']),
    );
  });

  it('answers 403 to JSON from a foreign Origin (or a cross-site fetch without one) and changes nothing', async () => {
    const before = await tableChecksum(t.db);
    const failures: string[] = [];
    const attacks: [string, Record<string, string>][] = [
      ['foreign origin', { Origin: 'https://evil.example' }],
      ['look-alike origin', { Origin: `${OWN_ORIGIN}.evil.example` }],
      ['opaque origin', { Origin: 'null' }],
      ['cross-site fetch without Origin', { 'Sec-Fetch-Site': 'cross-site' }],
    ];
    for (const route of routes) {
      for (const [name, headers] of attacks) {
        const res = await call(route)
          .set(headers)
          .send({ username: 'kim', password: STAFF_PASSWORD, id: 1, tutee_id: 1, tutor_id: 1 });
        if (res.status !== 403 || res.body.error?.message !== 'Requests from other sites are not allowed.')
          failures.push(`${routeName(route)} ${name}: ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await tableChecksum(t.db)).toEqual(before);
    expect((await t.agent().get('/api/user').set('Cookie', staffCookie)).status).toBe(200);
  });

  it('answers 415 to the content types a cross-site HTML form can send, and changes nothing', async () => {
    const before = await tableChecksum(t.db);
    const failures: string[] = [];
    const forms: [string, string][] = [
      ['application/x-www-form-urlencoded', 'username=kim&password=x&id=1'],
      [
        'multipart/form-data; boundary=XyZ',
        '--XyZ\r\nContent-Disposition: form-data; name="id"\r\n\r\n1\r\n--XyZ--\r\n',
      ],
      ['text/plain', '{"username":"kim","password":"x","id":1}'],
    ];
    for (const route of routes) {
      for (const [type, body] of forms) {
        const res = await call(route).set('Origin', OWN_ORIGIN).set('Content-Type', type).send(body);
        if (res.status !== 415 || res.body.error?.message !== 'Requests that change data must be sent as JSON.')
          failures.push(`${routeName(route)} ${type}: ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await tableChecksum(t.db)).toEqual(before);
  });

  // Issue 25 item 3: a DELETE names everything in its path; no form can send one and a cross-origin script's is
  // preflighted, so it needs no Content-Type. The Origin check still holds.
  it('takes a DELETE without a body or Content-Type from this site, and still refuses it from another', async () => {
    const [tutee, tutor] = [await apply(t, 'tutee'), await apply(t, 'tutor')];
    const staff = (origin: string) => ({ Host: OWN_HOST, Cookie: staffCookie.join('; '), Origin: origin });
    await t
      .agent()
      .post(`/api/tutees/${tutee.id}/do-not-pair`)
      .set(staff(OWN_ORIGIN))
      .send({ tutorId: tutor.id, reason: 'r' })
      .expect(201);
    const path = `/api/tutees/${tutee.id}/do-not-pair/${tutor.id}`;

    const foreign = await t.agent().delete(path).set(staff('https://evil.example'));
    expect(foreign.request.getHeader('content-type')).toBeUndefined();
    expect(foreign.status).toBe(403);
    const own = await t.agent().delete(path).set(staff(OWN_ORIGIN));
    expect(own.status).toBe(200);
    expect(own.body).toEqual([]);
  });

  it('accepts same-origin JSON and configured origins', async () => {
    const own = await t
      .agent()
      .post('/api/user/login')
      .set('Host', OWN_HOST)
      .set('Origin', OWN_ORIGIN)
      .send({ username: 'kim', password: STAFF_PASSWORD });
    expect(own.status).toBe(200);
    const allowed = await t
      .agent()
      .post('/api/user/login')
      .set('Origin', 'https://admin.example.org')
      .send({ username: 'kim', password: STAFF_PASSWORD });
    expect(allowed.status).toBe(200);
    const sameSiteFetch = await t
      .agent()
      .post('/api/user/login')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ username: 'kim', password: STAFF_PASSWORD });
    expect(sameSiteFetch.status).toBe(200);
  });
});
