import { setupCodeOf } from '../../../e2e/support/server.js';
import { sessionCookieOf } from '../sessionCookie.js';

/** Signs in on a running server (first-run setup, or the given account) and reads the tutee total from X-Total-Count. */
export async function staffCookie(
  baseUrl: string,
  username = 'counter',
  password = 'counter password 1',
): Promise<string> {
  const headers = { 'Content-Type': 'application/json' };
  const body = JSON.stringify({ username, password });
  const setupCode = setupCodeOf(baseUrl);
  let res = await fetch(`${baseUrl}/api/user/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username, password, setupCode }),
  });
  if (res.status !== 201) res = await fetch(`${baseUrl}/api/user/login`, { method: 'POST', headers, body });
  if (res.status !== 200 && res.status !== 201) throw new Error(`could not sign in: ${res.status}`);
  return sessionCookieOf(res).split(';')[0] ?? '';
}

export async function countTutees(baseUrl: string, cookie?: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/tutees?limit=1`, {
    headers: { Cookie: cookie ?? (await staffCookie(baseUrl)) },
  });
  const total = Number(res.headers.get('x-total-count'));
  if (res.status !== 200 || !Number.isFinite(total))
    throw new Error(`no X-Total-Count from GET /api/tutees (${res.status})`);
  return total;
}

/** Every tutee record through the staff API, page by page: id -> first name. */
export async function allTutees(baseUrl: string, cookie: string): Promise<Map<number, string>> {
  const { STAFF_LIST_MAX_LIMIT } = await import('@tutoring/common');
  const found = new Map<number, string>();
  for (let offset = 0; ; offset += STAFF_LIST_MAX_LIMIT) {
    const res = await fetch(`${baseUrl}/api/tutees?limit=${STAFF_LIST_MAX_LIMIT}&offset=${offset}`, {
      headers: { Cookie: cookie },
    });
    if (res.status !== 200) throw new Error(`GET /api/tutees answered ${res.status}`);
    const page = (await res.json()) as { id: number; tutee_firstname: string }[];
    for (const tutee of page) found.set(tutee.id, tutee.tutee_firstname);
    if (page.length < STAFF_LIST_MAX_LIMIT) return found;
  }
}
