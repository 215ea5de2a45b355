import axios, { isAxiosError } from 'axios';
import type { ApiErrorBody } from '@tutoring/common';

/** The one HTTP client: same-origin JSON with the session cookie. */
export const api = axios.create({
  baseURL: '/api',
  withCredentials: true,
  headers: { 'Content-Type': 'application/json' },
  timeout: 20_000,
});

export function statusOf(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/** The server's own message when it sent one, otherwise the given fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (isAxiosError<ApiErrorBody>(error)) {
    const message = error.response?.data?.error?.message;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}

export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  if (isAxiosError<ApiErrorBody>(error)) return error.response?.data?.error?.fieldErrors ?? {};
  return {};
}
