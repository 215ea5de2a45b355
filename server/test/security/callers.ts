import type { TestApp } from '../testApp.js';
import { concretePath, isStateChanging, type ApiRoute } from './apiRoutes.js';

/** Calls a route (at `url`, its concrete path unless told) with a cookie, and a body when it changes state. */
export function send(t: TestApp, route: Pick<ApiRoute, 'method' | 'path'>, cookie?: string, url = concretePath(route)) {
  const agent = t.agent();
  let req =
    route.method === 'GET'
      ? agent.get(url)
      : agent[route.method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete'](url);
  if (cookie) req = req.set('Cookie', cookie);
  return isStateChanging(route) ? req.send({ id: 1, tutee_id: 1, tutor_id: 1 }) : req;
}

/** The body is an error message and nothing else. */
export const onlyError = (body: unknown) => {
  const error = (body as { error?: object }).error;
  return (
    Object.keys(body as object).join() === 'error' && error !== undefined && Object.keys(error).join() === 'message'
  );
};

/** Creates a staff account and signs it in: its session cookie. */
export async function cookieOf(t: TestApp, username: string, role: 'admin' | 'coordinator'): Promise<string> {
  await t.staffAgent(username, role);
  const login = await t.agent().post('/api/user/login').send({ username, password: 'staff password 123' });
  return (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
}
