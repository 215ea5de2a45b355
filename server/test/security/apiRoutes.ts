import type { Express } from 'express';
import { listRoutes, routeName, type ApiRoute } from '../../src/http/routeWalk.js';
import { ROUTE_ACCESS } from '../../src/routes.js';
import type { RouteAccess } from '../../src/auth/requireRole.js';

export { routeName, type ApiRoute };

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every route the built app answers under /api, read from its router stack: the suites cover
 * whatever endpoint a feature adds without anyone keeping a list.
 */
export function listApiRoutes(app: Express): ApiRoute[] {
  const found = listRoutes((app as unknown as { router: { stack: unknown[] } }).router);
  const unique = new Map(
    found.filter((r) => r.path === '/api' || r.path.startsWith('/api/')).map((r) => [`${r.method} ${r.path}`, r]),
  );
  return [...unique.values()];
}

/** The access the route table states for a route (undefined: the table misses it, which the app refuses at start). */
export const accessOf = (route: ApiRoute): RouteAccess | undefined => ROUTE_ACCESS[routeName(route)];

export const isPublic = (route: ApiRoute) => accessOf(route) === 'public';

/** The gate lets a caller without a session through: public routes, and the first-run setup's. */
export const opensSignedOut = (route: ApiRoute) => isPublic(route) || accessOf(route) === 'setupOrAdmin';

/** A signed-in caller must be an admin. */
export const needsAdmin = (route: ApiRoute) => accessOf(route) === 'admin' || accessOf(route) === 'setupOrAdmin';

/** A signed-in caller must have changed any one-time password (every route but the public ones and the change itself). */
export const needsChangedPassword = (route: ApiRoute) => accessOf(route) === 'coordinator' || needsAdmin(route);

export const isStateChanging = (route: ApiRoute) => STATE_CHANGING.has(route.method);

/** A requestable URL for the route: each :param replaced by the given value (URL-encoded). */
export function concretePath(route: ApiRoute, paramValue = '1'): string {
  return route.path.replace(/\{[^}]*\}/g, '').replace(/[:*]\w+/g, encodeURIComponent(paramValue));
}

export const hasParams = (route: ApiRoute) => /[:*]\w+/.test(route.path);
