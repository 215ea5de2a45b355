import { createStaffViaApi } from './fixture.js';

/** A staff session held as a cookie, for reading back what a browser test stored. */
export interface StaffApi {
  get<T>(path: string): Promise<T>;
}

export async function signInStaffViaApi(
  baseUrl: string,
  username = 'reviewer',
  password = 'a long staff password',
): Promise<StaffApi> {
  await createStaffViaApi(baseUrl, username, password);
  const login = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (login.status !== 200) throw new Error(`staff sign-in failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  return {
    async get<T>(path: string): Promise<T> {
      const res = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
      return (await res.json()) as T;
    },
  };
}
