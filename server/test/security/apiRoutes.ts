import type { ApiRoute } from '../../src/http/apiRoute.js';
import type { TestApp } from '../testApp.js';

export { routeName } from '../../src/http/apiRouter.js';
export type { ApiRoute };

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every route the app declares under /api: the suites cover whatever endpoint a feature adds without anyone keeping a list. */
export const listApiRoutes = (t: Pick<TestApp, 'routes'>): ApiRoute[] => [...t.routes];

export const isPublic = (route: ApiRoute) => route.access === 'public';

/** The access check lets a caller without a session through: public routes, and the first-run setup's. */
export const opensSignedOut = (route: ApiRoute) => isPublic(route) || route.access === 'setupOrAdmin';

/** A signed-in caller must be an admin. */
export const needsAdmin = (route: ApiRoute) => route.access === 'admin' || route.access === 'setupOrAdmin';

/** A signed-in caller must have changed any one-time password (every route but the public ones and the change itself). */
export const needsChangedPassword = (route: ApiRoute) => route.access === 'coordinator' || needsAdmin(route);

export const isStateChanging = (route: Pick<ApiRoute, 'method'>) => STATE_CHANGING.has(route.method);

/** A requestable URL for the route: each :param replaced by the given value (URL-encoded). */
export function concretePath(route: Pick<ApiRoute, 'path'>, paramValue = '1'): string {
  return route.path.replace(/\{[^}]*\}/g, '').replace(/[:*]\w+/g, encodeURIComponent(paramValue));
}

export const hasParams = (route: Pick<ApiRoute, 'path'>) => /[:*]\w+/.test(route.path);
