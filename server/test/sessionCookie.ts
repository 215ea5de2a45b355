const SESSION_COOKIE = /^(__Host-)?tutoring\.sid=/;

/** The session cookie among an answer's Set-Cookie headers (a sign-in sets the device cookie too), or ''. */
export function sessionCookieOf(res: { headers: Record<string, unknown> } | Response): string {
  const cookies =
    res instanceof Response ? res.headers.getSetCookie() : ((res.headers['set-cookie'] as string[] | undefined) ?? []);
  return cookies.find((cookie) => SESSION_COOKIE.test(cookie)) ?? '';
}
