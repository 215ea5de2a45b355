import type { ApiErrorBody } from '@tutoring/common';

// A call that has not answered in this long fails, so a family on a dead connection sees a message, not a spinner.
const TIMEOUT_MS = 20_000;

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  params?: Record<string, QueryValue>;
  /** extra request headers; an undefined value sends none */
  headers?: Record<string, string | undefined>;
}

export interface ApiResponse<T> {
  /** the parsed JSON body (the sagas say which type they expect) */
  data: T;
  status: number;
  /** lower-case header names */
  headers: Record<string, string>;
}

/** A call that failed: the status and body the server answered with, or neither when it never answered. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function urlOf(base: string, path: string, params: RequestOptions['params'] = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null) query.append(key, String(value));
  const search = query.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

function headersOf(hasBody: boolean, extra: RequestOptions['headers'] = {}): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
  };
  for (const [name, value] of Object.entries(extra)) if (value !== undefined) headers[name] = value;
  return headers;
}

async function bodyOf(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text || !(res.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

let sessionLost: () => void = () => undefined;

// A 401 from these is a refused sign-in (a wrong password or code), not a session that ended.
const SIGN_IN_PATHS = ['/user/login', '/user/login/mfa'];

/**
 * Called when a call answers 401 (other than a sign-in attempt): the session ended on the server (deactivated,
 * password reset, timed out), so the page must sign out on this action rather than show the error.
 */
export function onSessionLost(listener: () => void): void {
  sessionLost = listener;
}

/**
 * The one HTTP client: same-origin JSON with the session cookie, on the browser's own fetch. It answers the shape
 * the sagas read ({ data, status, headers }) and throws ApiError for anything but a 2xx. (axios did this job in
 * 21 KB of the public entry's 130 KB, gzipped; see README.)
 */
export function createApi(base: string) {
  async function request(
    method: string,
    path: string,
    body: unknown,
    options: RequestOptions = {},
  ): Promise<ApiResponse<unknown>> {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), TIMEOUT_MS);
    try {
      const res = await fetch(urlOf(base, path, options.params), {
        method,
        credentials: 'same-origin',
        headers: headersOf(body !== undefined, options.headers),
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: abort.signal,
      });
      const data = await bodyOf(res);
      if (res.status === 401 && !SIGN_IN_PATHS.includes(path)) sessionLost();
      if (!res.ok) throw new ApiError(`${method} ${path} answered ${res.status}`, res.status, data);
      const headers: Record<string, string> = {};
      res.headers.forEach((value, name) => {
        headers[name] = value;
      });
      return { data, status: res.status, headers };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError(
        abort.signal.aborted ? `${method} ${path} timed out` : `${method} ${path} failed: ${String(error)}`,
      );
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    get: (path: string, options?: RequestOptions) => request('GET', path, undefined, options),
    post: (path: string, body: unknown = {}, options?: RequestOptions) => request('POST', path, body, options),
    put: (path: string, body: unknown = {}, options?: RequestOptions) => request('PUT', path, body, options),
    delete: (path: string, options?: RequestOptions & { data?: unknown }) =>
      request('DELETE', path, options?.data, options),
  };
}

export const api = createApi('/api');

export function statusOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

function errorBodyOf(error: unknown): ApiErrorBody['error'] | undefined {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return undefined;
  return (error.body as Partial<ApiErrorBody>).error;
}

/** The server's own message when it sent one, otherwise the given fallback. */
export function messageOf(error: unknown, fallback: string): string {
  const message = errorBodyOf(error)?.message;
  return typeof message === 'string' && message ? message : fallback;
}

export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  return errorBodyOf(error)?.fieldErrors ?? {};
}
