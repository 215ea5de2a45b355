import type { RequestHandler } from 'express';
import { AppError } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** No body at all: neither a length above zero nor a chunked one. */
function hasNoBody(headers: { 'content-length'?: string; 'transfer-encoding'?: string }): boolean {
  return headers['transfer-encoding'] === undefined && Number(headers['content-length'] ?? 0) === 0;
}

/**
 * CSRF defence for a cookie-authenticated JSON API: a state-changing request must be JSON
 * (a cross-site HTML form cannot send that without a CORS preflight, which we never grant)
 * and, when the browser names its origin, come from this site or an allowed origin.
 * A DELETE without a body is exempt from the JSON rule only: no HTML form can send a DELETE, and a cross-origin
 * script's DELETE needs the same preflight a JSON body does, so a Content-Type would add nothing but friction.
 */
export function sameOriginJsonOnly(allowedOrigins: readonly string[]): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const bodilessDelete = req.method === 'DELETE' && hasNoBody(req.headers);
    if (!bodilessDelete && !req.is('application/json')) {
      return next(new AppError(415, 'Requests that change data must be sent as JSON.'));
    }
    const origin = req.get('origin');
    if (origin !== undefined) {
      const own = `${req.protocol}://${req.get('host')}`;
      if (origin !== own && !allowedOrigins.includes(origin)) {
        return next(new AppError(403, 'Requests from other sites are not allowed.'));
      }
    } else if (req.get('sec-fetch-site') === 'cross-site') {
      return next(new AppError(403, 'Requests from other sites are not allowed.'));
    }
    next();
  };
}
