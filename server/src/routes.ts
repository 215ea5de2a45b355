import type passport from 'passport';
import type { AppContext } from './context.js';
import type { ApiRoute } from './http/apiRoute.js';
import type { OpenApiDocument } from './openapi/document.js';
import { authRoutes } from './auth/routes.js';
import { sessionRoutes } from './auth/sessionRoutes.js';
import { mfaRoutes } from './auth/mfa/routes.js';
import { baselineRoutes } from './benchmark/baselineRoutes.js';
import { configRoutes } from './configRoutes.js';
import { termsRoutes } from './termsRoutes.js';
import { mailRoutes } from './mail/routes.js';
import { registrationRoutes } from './registration/routes.js';
import { applicationRoutes } from './applications/routes.js';
import { matchRoutes } from './matches/routes.js';
import { checkinRoutes } from './checkins/routes.js';
import { concernRoutes } from './concerns/routes.js';
import { surveyRoutes } from './surveys/routes.js';
import { reconfirmationRoutes } from './reconfirmations/routes.js';
import { attentionRoutes } from './attention/routes.js';
import { overviewRoutes } from './overview/routes.js';
import { proposalRoutes } from './proposals/routes.js';
import { staffRoutes } from './staff/routes.js';
import { settingsRoutes } from './settings/routes.js';
import { auditRoutes } from './audit/routes.js';
import { tuteeRoutes } from './tutees/routes.js';
import { tutorRoutes } from './tutors/routes.js';
import { referenceRoutes } from './openapi/routes.js';

/**
 * Every API route of the app, each declared once with its access, schemas, answers and handler: the app's /api
 * router, its access checks and the OpenAPI document are all built from this list. Order matters only within a
 * path family (a literal path before the :param pattern that would also match it), as in Express; the list's order is
also the API reference's.
 */
export function apiRoutes(
  ctx: AppContext,
  passportInstance: passport.PassportStatic,
  documentOf: () => OpenApiDocument,
): ApiRoute[] {
  return [
    ...authRoutes(ctx, passportInstance),
    ...sessionRoutes(ctx),
    ...mfaRoutes(ctx),
    ...configRoutes(ctx),
    ...termsRoutes,
    ...registrationRoutes(ctx),
    ...applicationRoutes(ctx),
    ...mailRoutes(ctx),
    ...matchRoutes(ctx),
    ...checkinRoutes(ctx),
    ...concernRoutes(ctx),
    ...surveyRoutes(ctx),
    ...reconfirmationRoutes(ctx),
    ...attentionRoutes(ctx),
    ...proposalRoutes(ctx),
    ...tuteeRoutes(ctx),
    ...tutorRoutes(ctx),
    ...overviewRoutes(ctx),
    ...staffRoutes(ctx),
    ...settingsRoutes(ctx),
    ...auditRoutes(ctx),
    ...referenceRoutes(documentOf),
    // Benchmark yardstick, public but only when BENCH_BASELINE is set (npm run bench sets it).
    ...(ctx.config.BENCH_BASELINE ? baselineRoutes(ctx) : []),
  ];
}
