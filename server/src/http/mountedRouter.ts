import type { Router } from 'express';

/** A router and the path the app mounts it at: one row of the route table (routes.ts). */
export interface MountedRouter {
  path: string;
  router: Router;
}
