import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';

/**
 * The path as it may be logged. An API path is logged as its route pattern (/api/matches/tutee/:id),
 * never with the values a client put in it, and an API path no route knows only as /api/…, since
 * a client may have typed a name or an email there. Pages and assets are fixed paths.
 */
export function loggedPath(req: Request): string {
  const path = req.originalUrl.split('?')[0] ?? '';
  if (!/^\/api(\/|$)/.test(path)) return path;
  const pattern: unknown = req.route?.path;
  if (typeof pattern !== 'string' || /[{*(]/.test(pattern)) return '/api/…';
  const segments = path.split('/').filter(Boolean);
  const patternLength = pattern.split('/').filter(Boolean).length;
  const mount = segments.slice(0, segments.length - patternLength).join('/');
  return `/${mount}${pattern === '/' ? '' : pattern}`;
}

/** Method, path, status and duration only: never the query string or body, which may name a child. */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info({ method: req.method, path: loggedPath(req), status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
    });
    next();
  };
}
