import type { AppContext } from '../context.js';
import type { ApiRoute } from '../http/apiRoute.js';
import { createLinkLimiter } from '../links/limiter.js';
import { confirmEmailRoutes } from './confirmRoutes.js';
import { guardianConsentRoutes } from './guardianConsentRoutes.js';
import { manageRoutes } from './manageRoutes.js';

/** The applicant's own endpoints under /api/applications, sharing the link endpoints' per-address limit. */
export function applicationRoutes(ctx: AppContext): ApiRoute[] {
  const limit = createLinkLimiter(ctx.config, ctx.db);
  return [...confirmEmailRoutes(ctx, limit), ...guardianConsentRoutes(ctx, limit), ...manageRoutes(ctx, limit)];
}
