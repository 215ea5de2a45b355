import type { Router } from 'express';
import type passport from 'passport';
import type { AppContext } from './context.js';
import { createAuthRouter } from './auth/router.js';
import { createBaselineRouter } from './benchmark/baselineRouter.js';
import { createConfigRouter } from './configRouter.js';
import { createTermsRouter } from './termsRouter.js';
import { createMailRouter } from './mail/router.js';
import { registrationRouters } from './registration/router.js';
import { createMatchesRouter } from './matches/router.js';
import { createOverviewRouter } from './overview/router.js';
import { createTuteesRouter } from './tutees/router.js';
import { createTutorsRouter } from './tutors/router.js';

export interface MountedRouter {
  path: string;
  router: Router;
}

/** Every API router, in one table: the app mounts these and the security suites walk them. */
export function apiRouters(ctx: AppContext, passportInstance: passport.PassportStatic): MountedRouter[] {
  return [
    { path: '/api/user', router: createAuthRouter(ctx, passportInstance) },
    { path: '/api/config', router: createConfigRouter(ctx) },
    { path: '/api/terms', router: createTermsRouter() },
    // Before the staff routers on the same paths: these public POSTs must not meet their requireStaff.
    ...registrationRouters(ctx),
    { path: '/api/mail', router: createMailRouter(ctx) },
    { path: '/api/matches', router: createMatchesRouter(ctx) },
    { path: '/api/tutees', router: createTuteesRouter(ctx) },
    { path: '/api/tutors', router: createTutorsRouter(ctx) },
    { path: '/api/overview', router: createOverviewRouter(ctx) },
    // The spec's "Widget data" endpoint answers the overview too.
    { path: '/api/test', router: createOverviewRouter(ctx) },
    // Benchmark yardstick, public but only when BENCH_BASELINE is set (npm run bench sets it).
    ...(ctx.config.BENCH_BASELINE ? [{ path: '/api/bench', router: createBaselineRouter(ctx) }] : []),
  ];
}

/** Routes anyone may call without a staff session. Everything else answers 401 without one. */
export const PUBLIC_ROUTES: readonly string[] = [
  'POST /api/user/login',
  'POST /api/user/logout',
  'GET /api/user',
  'POST /api/user/register',
  'GET /api/config',
  'GET /api/terms',
  'POST /api/tutees',
  'POST /api/tutors',
  'POST /api/mail',
];
