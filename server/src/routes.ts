import type passport from 'passport';
import type { AppContext } from './context.js';
import type { RouteAccess } from './auth/requireRole.js';
import type { MountedRouter } from './http/mountedRouter.js';
import { createAuthRouter } from './auth/router.js';
import { createBaselineRouter } from './benchmark/baselineRouter.js';
import { createConfigRouter } from './configRouter.js';
import { createTermsRouter } from './termsRouter.js';
import { createMailRouter } from './mail/router.js';
import { registrationRouters } from './registration/router.js';
import { createMatchesRouter } from './matches/router.js';
import { createOverviewRouter } from './overview/router.js';
import { createStaffRouter } from './staff/router.js';
import { createAuditRouter } from './audit/router.js';
import { createTuteesRouter } from './tutees/router.js';
import { createTutorsRouter } from './tutors/router.js';

/** Every API router, in one table: the app mounts these and the security suites walk them. */
export function apiRouters(ctx: AppContext, passportInstance: passport.PassportStatic): MountedRouter[] {
  return [
    { path: '/api/user', router: createAuthRouter(ctx, passportInstance) },
    { path: '/api/config', router: createConfigRouter(ctx) },
    { path: '/api/terms', router: createTermsRouter() },
    // The public POSTs on the staff routers' paths; the route table's gates tell them apart by method and path.
    ...registrationRouters(ctx),
    { path: '/api/mail', router: createMailRouter(ctx) },
    { path: '/api/matches', router: createMatchesRouter(ctx) },
    { path: '/api/tutees', router: createTuteesRouter(ctx) },
    { path: '/api/tutors', router: createTutorsRouter(ctx) },
    { path: '/api/overview', router: createOverviewRouter(ctx) },
    { path: '/api/staff', router: createStaffRouter(ctx) },
    { path: '/api/audit', router: createAuditRouter(ctx) },
    // The spec's "Widget data" endpoint answers the overview too.
    { path: '/api/test', router: createOverviewRouter(ctx) },
    // Benchmark yardstick, public but only when BENCH_BASELINE is set (npm run bench sets it).
    ...(ctx.config.BENCH_BASELINE ? [{ path: '/api/bench', router: createBaselineRouter(ctx) }] : []),
  ];
}

/**
 * What each API route needs, one line a route: the app puts this gate in front of the route (requireRole) and refuses
 * to start when a route is missing here, so no route can be added without stating its role. The security suites
 * walk the same table: anonymous callers get 401 on every non-public route, a coordinator 403 on every admin one.
 * 'coordinator' means any staff member (an admin is one too); 'signedIn' also lets through a staff member whose
 * one-time password is still to be changed; 'setupOrAdmin' lets a signed-out caller through to the first-run setup.
 */
export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  'POST /api/user/login': 'public',
  'POST /api/user/logout': 'public',
  // answers 401 itself when signed out; a one-time password must be able to learn that it is one
  'GET /api/user': 'public',
  // signed out, only the first-run setup (the service checks that no staff exist and the setup code); signed in, an
  // admin who has changed any one-time password, as on the other admin routes
  'POST /api/user/register': 'setupOrAdmin',
  // any staff member, also one whose one-time password this call replaces
  'PUT /api/user/password': 'signedIn',
  'GET /api/config': 'public',
  'GET /api/terms': 'public',
  'POST /api/tutees': 'public',
  'POST /api/tutors': 'public',
  'POST /api/mail': 'public',
  // the API reference: describes the routes, holds no data
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',

  'GET /api/matches': 'coordinator',
  'GET /api/matches/export.csv': 'coordinator',
  'GET /api/matches/groups': 'coordinator',
  'GET /api/matches/tutee/:id': 'coordinator',
  'GET /api/matches/groupA': 'coordinator',
  'GET /api/matches/groupB': 'coordinator',
  'GET /api/matches/groupC': 'coordinator',
  'GET /api/matches/groupD': 'coordinator',
  'POST /api/matches': 'coordinator',
  'PUT /api/matches/matchStatus': 'coordinator',
  'POST /api/matches/:match_id/end': 'coordinator',
  'GET /api/matches/:match_id': 'coordinator',
  'GET /api/tutees': 'coordinator',
  'GET /api/tutees/active': 'coordinator',
  'GET /api/tutees/deactive': 'coordinator',
  'PUT /api/tutees/changeStatus': 'coordinator',
  'GET /api/tutees/:id/do-not-pair': 'coordinator',
  'POST /api/tutees/:id/do-not-pair': 'coordinator',
  'DELETE /api/tutees/:id/do-not-pair/:tutorId': 'coordinator',
  'GET /api/tutors': 'coordinator',
  'GET /api/tutors/active': 'coordinator',
  'GET /api/tutors/deactive': 'coordinator',
  'PUT /api/tutors/changeStatus': 'coordinator',
  'PUT /api/tutors/:id/capacity': 'coordinator',
  'GET /api/tutors/:id/do-not-pair': 'coordinator',
  'GET /api/tutors/:id': 'coordinator',
  'GET /api/overview': 'coordinator',
  'GET /api/test': 'coordinator',

  'GET /api/staff': 'admin',
  'POST /api/staff': 'admin',
  'PUT /api/staff/:id': 'admin',
  'GET /api/audit': 'admin',
  'GET /api/audit/export.csv': 'admin',
  // everything held about a person, and its erasure (server/src/personData)
  'GET /api/tutees/:id/export': 'admin',
  'POST /api/tutees/:id/erase': 'admin',
  'GET /api/tutors/:id/export': 'admin',
  'POST /api/tutors/:id/erase': 'admin',

  // the benchmark yardstick, mounted only when BENCH_BASELINE is set
  'POST /api/bench/insert': 'public',
  'GET /api/bench/select': 'public',
};

/** Routes anyone may call without a staff session. Everything else answers 401 without one. */
export const PUBLIC_ROUTES: readonly string[] = Object.keys(ROUTE_ACCESS).filter(
  (name) => ROUTE_ACCESS[name] === 'public',
);
