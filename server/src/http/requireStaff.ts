import type { RequestHandler } from 'express';
import { unauthorized } from './errors.js';

/** Staff-only routes: no session, no data. */
export const requireStaff: RequestHandler = (req, _res, next) => {
  next(req.user ? undefined : unauthorized());
};
