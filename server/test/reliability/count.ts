/** Signs in on a running server (first-run setup, or the given account) and reads the tutee total from X-Total-Count. */
export async function staffCookie(baseUrl: string, username = 'counter', password = 'counter password 1'): Promise<string> {
  const headers = { 'Content-Type': 'application/json' };
  const body = JSON.stringify({ username, password });
  let res = await fetch(`${baseUrl}/api/user/register`, { method: 'POST', headers, body });
  if (res.status !== 201) res = await fetch(`${baseUrl}/api/user/login`, { method: 'POST', headers, body });
  if (res.status !== 200 && res.status !== 201) throw new Error(`could not sign in: ${res.status}`);
  return res.headers.get('set-cookie')?.split(';')[0] ?? '';
}

export async function countTutees(baseUrl: string, cookie?: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/tutees?limit=1`, { headers: { Cookie: cookie ?? (await staffCookie(baseUrl)) } });
  const total = Number(res.headers.get('x-total-count'));
  if (res.status !== 200 || !Number.isFinite(total)) throw new Error(`no X-Total-Count from GET /api/tutees (${res.status})`);
  return total;
}
