import type { RequestHandler } from 'express';
import { badRequest } from './errors.js';

function containsNul(value: unknown): boolean {
  // Iterative, so a hostile 100,000-deep body cannot overflow the stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (next !== null && typeof next === 'object') {
      for (const [key, child] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/** PostgreSQL text cannot hold U+0000: refuse it at the edge with a 400 instead of failing in SQL with a 500. */
export const rejectNulBytes: RequestHandler = (req, _res, next) => {
  next(
    containsNul(req.body) || containsNul(req.query)
      ? badRequest('Text must not contain NUL (\\u0000) characters.')
      : undefined,
  );
};
