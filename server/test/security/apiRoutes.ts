import type { Express } from 'express';
import { PUBLIC_ROUTES } from '../../src/routes.js';

export interface ApiRoute {
  method: string;
  /** Express path as registered, e.g. /api/tutees/:id */
  path: string;
}

/** What the walk needs of Express 5's router layers (router 2.x keeps the mount path as rawPath). */
interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function joinPath(prefix: string, part: unknown): string {
  if (typeof part !== 'string') throw new Error(`route walk: cannot read a non-string path ${String(part)} under ${prefix}`);
  return part === '/' ? prefix : `${prefix}${part}`;
}

function walk(stack: Layer[], prefix: string, found: ApiRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const path = joinPath(prefix, layer.route.path).replace(/\/$/, '') || '/';
      for (const [method, on] of Object.entries(layer.route.methods)) {
        if (on && method !== '_all') found.push({ method: method.toUpperCase(), path });
      }
    } else if (layer.handle?.stack) {
      walk(layer.handle.stack, layer.rawPath === undefined ? prefix : joinPath(prefix, layer.rawPath), found);
    }
  }
}

/**
 * Every route the built app answers under /api, read from its router stack: the suites cover
 * whatever endpoint a feature adds without anyone keeping a list.
 */
export function listApiRoutes(app: Express): ApiRoute[] {
  const found: ApiRoute[] = [];
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '', found);
  const unique = new Map(found.filter((r) => r.path === '/api' || r.path.startsWith('/api/')).map((r) => [`${r.method} ${r.path}`, r]));
  return [...unique.values()];
}

export const routeName = (route: ApiRoute) => `${route.method} ${route.path}`;

export const isPublic = (route: ApiRoute) => PUBLIC_ROUTES.includes(routeName(route));

export const isStateChanging = (route: ApiRoute) => STATE_CHANGING.has(route.method);

/** A requestable URL for the route: each :param replaced by the given value (URL-encoded). */
export function concretePath(route: ApiRoute, paramValue = '1'): string {
  return route.path
    .replace(/\{[^}]*\}/g, '')
    .replace(/[:*]\w+/g, encodeURIComponent(paramValue));
}

export const hasParams = (route: ApiRoute) => /[:*]\w+/.test(route.path);
