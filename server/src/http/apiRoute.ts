import type { Request, RequestHandler } from 'express';
import type { z } from 'zod';
import type { RouteAccess } from '../auth/index.js';
import { unauthorized } from './errors.js';

/** One documented answer: a JSON schema, or another media type described in words. */
export interface ApiResponse {
  description: string;
  json?: z.ZodType;
  /** a non-JSON body (CSV, HTML), described in words */
  mediaType?: string | readonly string[];
  headers?: readonly ('X-Total-Count' | 'X-Total-Count-Capped')[];
}

/** What the OpenAPI document says of a route; the schemas are the very ones its handler parses with. */
export interface ApiOperation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** the Express path, e.g. /api/tutees/:id/do-not-pair */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** the optional Idempotency-Key header of the application forms */
  idempotencyKey?: boolean;
  responses: Readonly<Record<number, ApiResponse>>;
}

/**
 * One API route, declared once: the Express routing, its access check and its OpenAPI operation are all derived from
 * this (server/src/http/apiRouter.ts, server/src/openapi/document.ts). `access` has no default: a route without one
 * does not compile, and the router refuses to build.
 */
export interface ApiRoute extends ApiOperation {
  access: RouteAccess;
  /** runs after the access check and before the handler (rate limits) */
  middleware?: readonly RequestHandler[];
  handler: RequestHandler;
  /** a page or a page's file (the API reference), not an API answer: served ahead of the API's middleware (no
   * session, no body) and without its no-store download headers */
  page?: boolean;
}

/** The signed-in staff member's id, for the audit; a staff route's access check has already required the session. */
export function staffIdOf(req: Request): number {
  if (!req.user) throw unauthorized();
  return req.user.id;
}

/** The headers of a paged list's answer. */
export const LIST_HEADERS = ['X-Total-Count', 'X-Total-Count-Capped'] as const;
