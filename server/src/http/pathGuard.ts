import type { RequestHandler } from 'express';
import { apiNotFound } from './errorHandler.js';

/** True when a segment is one that a proxy, Express and a reader might each resolve differently. */
function isAmbiguousSegment(segment: string, index: number, last: number): boolean {
  // One trailing slash is the same route (Express's non-strict matching); an empty segment anywhere else is not.
  if (segment === '') return index !== last;
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return true;
  }
  return decoded === '.' || decoded === '..' || /[/\\]/.test(decoded);
}

/**
 * A path with an empty or dot segment (`//`, `/./`, `/../`, encoded or not) or an encoded slash or backslash answers
 * 404 before any route or handler sees it: no second spelling of a path can reach a handler by another way than the
 * canonical one.
 */
export const rejectAmbiguousPaths: RequestHandler = (req, res, next) => {
  const path = req.originalUrl.split('?', 1)[0] ?? '';
  const segments = path.split('/').slice(1);
  if (!segments.some((segment, index) => isAmbiguousSegment(segment, index, segments.length - 1))) return next();
  if (/^\/api(\/|%2f|$)/i.test(path)) return apiNotFound(req, res, next);
  res.status(404).type('text').send('Not found');
};
