import type { RequestHandler } from 'express';
import { MFA_MESSAGES, roleSatisfies } from '@tutoring/common';
import { forbidden, unauthorized } from '../http/errors.js';

/**
 * What a route needs, as its declaration (server/src/http/apiRoute.ts) states it:
 * - 'public': anyone;
 * - 'signedIn': any staff session, even one whose one-time password is still to be changed (the password change) or
 *   that must set up a second factor first (STAFF_MFA);
 * - a role: a staff member of that role (an admin satisfies 'coordinator') who has changed any one-time password;
 * - 'setupOrAdmin': signed out, anyone (the route itself allows only the first-run setup); signed in, as 'admin'.
 */
export const ROUTE_ACCESS_LEVELS = ['public', 'signedIn', 'coordinator', 'admin', 'setupOrAdmin'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS_LEVELS)[number];

export const MUST_CHANGE_PASSWORD = 'Change your one-time password before you continue.';
const ADMINS_ONLY = 'Only an admin can do this.';

/** The gate for one access level: 401 without a session, 403 with the wrong role or a one-time password. */
export function requireRole(access: RouteAccess): RequestHandler {
  return (req, _res, next) => {
    if (access === 'public') return next();
    const user = req.user;
    if (!user) return next(access === 'setupOrAdmin' ? undefined : unauthorized());
    if (access === 'signedIn') return next();
    if (user.mustChangePassword) return next(forbidden(MUST_CHANGE_PASSWORD));
    if (user.mustEnrolSecondFactor) return next(forbidden(MFA_MESSAGES.mustEnrol));
    const role = access === 'setupOrAdmin' ? 'admin' : access;
    next(roleSatisfies(user.role, role) ? undefined : forbidden(ADMINS_ONLY));
  };
}
