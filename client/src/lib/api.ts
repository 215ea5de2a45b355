import type { AxiosError } from 'axios';
import type { ApiErrorBody } from '@tutoring/common';
import { loadOnce } from './loadOnce';

// A call that has not answered in this long fails, so a family on a dead connection sees a message, not a spinner.
const TIMEOUT_MS = 20_000;

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  params?: Record<string, QueryValue>;
  /** extra request headers; an undefined value sends none */
  headers?: Record<string, string | undefined>;
}

export interface ApiResponse<T> {
  /** the parsed JSON body, of the type the caller names (the server's schema, not checked here) */
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

/** The query without its empty values (axios would send a null as an empty one). */
function paramsOf(params: RequestOptions['params'] = {}): Record<string, string | number | boolean> {
  const kept: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null) kept[key] = value;
  return kept;
}

function headersOf(extra: RequestOptions['headers'] = {}): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  for (const [name, value] of Object.entries(extra)) if (value !== undefined) headers[name] = value;
  return headers;
}

// Checked by its mark rather than axios.isAxiosError, which would need axios loaded (the import may have failed).
function isAxiosFailure(error: unknown): error is AxiosError {
  return error instanceof Error && 'isAxiosError' in error && error.isAxiosError === true;
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
 * The one HTTP client: same-origin JSON with the session cookie, on axios. It answers the shape the sagas read
 * ({ data, status, headers }) and throws ApiError for anything but a 2xx. axios loads with the first call, not with
 * the page: the public entry stays within its budget (docs/adr/0003-axios-loaded-on-first-call.md).
 */
export function createApi(base: string) {
  // No XSRF cookie here (server/src/http/sameOrigin.ts guards state changes): without its name axios does not read
  // the cookie jar before each call, which in Chromium waits for the asynchronous cookieStore.
  const client = loadOnce(() =>
    import('axios').then(({ default: axios }) =>
      axios.create({ baseURL: base, timeout: TIMEOUT_MS, xsrfCookieName: '' }),
    ),
  );

  async function request<T>(
    method: string,
    path: string,
    body: unknown,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    try {
      // Once loaded, the client is called at once: without an await before it, a saga's call leaves before the
      // redraw that the saga's last action set off.
      const http = client.loaded() ?? (await client.load());
      const res = await http.request<T>({
        method,
        url: path,
        params: paramsOf(options.params),
        headers: headersOf(options.headers),
        data: body,
      });
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(res.headers))
        if (value != null) headers[name.toLowerCase()] = String(value);
      return { data: res.data, status: res.status, headers };
    } catch (error) {
      const failure = isAxiosFailure(error) ? error : undefined;
      const res = failure?.response;
      if (res) {
        if (res.status === 401 && !SIGN_IN_PATHS.includes(path)) sessionLost();
        throw new ApiError(`${method} ${path} answered ${res.status}`, res.status, res.data);
      }
      const timedOut = failure?.code === 'ECONNABORTED';
      throw new ApiError(timedOut ? `${method} ${path} timed out` : `${method} ${path} failed: ${String(error)}`);
    }
  }

  return {
    get: <T = unknown>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
    post: <T = unknown>(path: string, body: unknown = {}, options?: RequestOptions) =>
      request<T>('POST', path, body, options),
    put: <T = unknown>(path: string, body: unknown = {}, options?: RequestOptions) =>
      request<T>('PUT', path, body, options),
    delete: <T = unknown>(path: string, options?: RequestOptions & { data?: unknown }) =>
      request<T>('DELETE', path, options?.data, options),
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
