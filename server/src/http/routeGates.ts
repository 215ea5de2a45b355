import { Router } from 'express';
import { requireRole, type RouteAccess } from '../auth/requireRole.js';
import { listRoutes, routeName } from './routeWalk.js';

const METHODS = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;
type Method = keyof typeof METHODS;
const isMethod = (method: string): method is Method => method in METHODS;

/**
 * The route table's gates as one router, mounted under /api ahead of the feature routers. Each non-public entry
 * becomes a route of the same method and path whose only handler is requireRole: Express matches it exactly as it
 * matches the feature route behind it, so the gate cannot drift from the route it guards. Where two patterns match
 * one URL (/tutees/:id and /tutees/active), both gates run and the stricter one decides.
 */
export function createRouteGates(table: Readonly<Record<string, RouteAccess>>): Router {
  const gates = Router();
  for (const [name, access] of Object.entries(table)) {
    const [method, path] = name.split(' ');
    if (!method || !path || !isMethod(method) || !path.startsWith('/api/'))
      throw new Error(`route table: cannot read "${name}"`);
    if (access !== 'public') gates[METHODS[method]](path.slice('/api'.length), requireRole(access));
  }
  return gates;
}

/** Refuses to start an app with a route the table does not mention: every route states the role it needs. */
export function assertEveryRouteHasAccess(
  mounted: { path: string; router: Router }[],
  table: Readonly<Record<string, RouteAccess>>,
): void {
  const missing = mounted
    .flatMap(({ path, router }) => listRoutes(router, path).map(routeName))
    .filter((name) => !(name in table));
  if (missing.length > 0) {
    throw new Error(
      `These routes have no line in ROUTE_ACCESS (server/src/routes.ts), so no one has said who may call them: ${missing.join(', ')}`,
    );
  }
}
