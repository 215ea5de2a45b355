import { PAGE_PATHS } from '@tutoring/common';
import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';

// The build's own file names: hashed assets, and the files at the root of client/public.
const BUILT_FILE = /^\/(assets\/[a-z0-9._-]+|favicon\.svg)$/;

/**
 * The path as it may be logged, in lower case. An API path is logged as its route pattern (/api/matches/tutee/:id),
 * never with the values a client put in it, and an API path no route knows only as /api/…; a page or a built file
 * is logged by its known name, and any other path as /…, since a client may have typed a name or an email there.
 */
export function loggedPath(req: Request): string {
  const path = (req.originalUrl.split('?')[0] ?? '').toLowerCase();
  if (/^\/api(\/|$)/.test(path)) return apiRoutePattern(req, path);
  const page = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PAGE_PATHS.includes(page) || BUILT_FILE.test(page) ? page : '/…';
}

function apiRoutePattern(req: Request, path: string): string {
  // Express types the matched route as any; only its path pattern is read.
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern !== 'string' || /[{*(]/.test(pattern)) return '/api/…';
  const segments = path.split('/').filter(Boolean);
  const patternLength = pattern.split('/').filter(Boolean).length;
  const mount = segments.slice(0, segments.length - patternLength).join('/');
  return `/${mount}${pattern === '/' ? '' : pattern.toLowerCase()}`;
}

/** Method, path, status and duration only: never the query string or body, which may name a child. */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        { method: req.method, path: loggedPath(req), status: res.statusCode, ms: Math.round(ms * 10) / 10 },
        'request',
      );
    });
    next();
  };
}
