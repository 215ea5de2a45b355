import { HttpResponse, type JsonBodyType } from 'msw';
import type { z } from 'zod';
import { apiErrorSchema } from '@tutoring/common';

/** The list headers the staff lists and the records read: how many rows match, and whether that is the server's cap. */
export function listHeaders(total: number, capped = false): Record<string, string> {
  return { 'X-Total-Count': String(total), ...(capped ? { 'X-Total-Count-Capped': 'true' } : {}) };
}

/**
 * A JSON answer whose body passes the server's own answer schema first, so a fixture that no longer matches the API
 * fails the test that serves it rather than passing against an answer the server would never give.
 */
export function answer<S extends z.ZodType>(
  schema: S,
  body: z.input<S>,
  init: { status?: number; headers?: Record<string, string> } = {},
): HttpResponse<JsonBodyType> {
  // What the schema parsed is JSON again: the schemas describe JSON answers.
  return HttpResponse.json(schema.parse(body) as JsonBodyType, init);
}

/** A refusal as the server words it: the status and { error: { message } }. */
export function refusal(status: number, message: string): HttpResponse<JsonBodyType> {
  return answer(apiErrorSchema, { error: { message } }, { status });
}
