import { Router, type RequestHandler } from 'express';
import { ROUTE_ACCESS_LEVELS, requireRole } from '../auth/index.js';
import type { ApiRoute } from './apiRoute.js';
import { apiNotFound } from './errorHandler.js';

const METHODS = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const;

const apiAnswerHeaders: RequestHandler = (_req, res, next) => {
  // Never cached; and an API answer opened as a page (a link, a navigation) is a download, never rendered.
  res.set({ 'Cache-Control': 'no-store', 'Content-Disposition': 'attachment; filename="api.json"' });
  next();
};

export const routeName = (route: Pick<ApiRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

/**
 * The router of every /api route, built from the routes' declarations alone, to be mounted at /api. Each route's
 * access check is the first handler of that very route, so whatever URL Express matches to a route meets its check;
 * there is no separate gate whose pattern could match differently. Pages (the API reference) come first and need
 * none of `apiMiddleware` (body parsing, origin check, session), so they answer while the database is away; every
 * other request passes `apiMiddleware`, and one that matches no route answers 404.
 */
export function createApiRouter(routes: readonly ApiRoute[], apiMiddleware: readonly RequestHandler[] = []): Router {
  const router = Router();
  const mount = (route: ApiRoute) => {
    const name = routeName(route);
    if (!ROUTE_ACCESS_LEVELS.includes(route.access)) throw new Error(`${name} declares no access: who may call it?`);
    if (!(route.method in METHODS) || !route.path.startsWith('/api/')) throw new Error(`${name} is not an API route`);
    router[METHODS[route.method]](
      route.path.slice('/api'.length),
      requireRole(route.access),
      ...(route.middleware ?? []),
      route.handler,
    );
  };
  routes.filter((route) => route.page).forEach(mount);
  router.use(...apiMiddleware, apiAnswerHeaders);
  routes.filter((route) => !route.page).forEach(mount);
  router.use(apiNotFound);
  return router;
}
