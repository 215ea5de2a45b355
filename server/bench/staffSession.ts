import { STAFF } from './database.js';

/** Signs the bench's staff member in; answers the cookies the sign-in set (the session's and the sign-in device's). */
export async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STAFF),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  if (!response.ok || !cookie) throw new Error(`staff sign-in failed with ${response.status}`);
  return cookie;
}
