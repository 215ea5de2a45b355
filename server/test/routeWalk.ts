import type { Router } from 'express';

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

function joinPath(prefix: string, part: unknown): string {
  if (typeof part !== 'string')
    throw new Error(`route walk: cannot read a non-string path ${String(part)} under ${prefix}`);
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

/** Every route a router answers, read from its stack, with `prefix` (its mount path) in front. */
export function listRoutes(router: Router | { stack: unknown[] }, prefix = ''): ApiRoute[] {
  const found: ApiRoute[] = [];
  walk((router as unknown as { stack: Layer[] }).stack, prefix, found);
  return found;
}

export const routeName = (route: ApiRoute) => `${route.method} ${route.path}`;
