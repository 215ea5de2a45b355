import { programmeOverviewSchema } from '@tutoring/common';
import type { AppContext } from '../context.js';
import type { ApiRoute } from '../http/apiRoute.js';
import { currentOverview } from './service.js';

/** GET /api/overview (and the original client's "Widget data", GET /api/test): counts only, no person's data. */
export function overviewRoutes({ config, db }: AppContext): ApiRoute[] {
  return ['/api/overview', '/api/test'].map((path): ApiRoute => ({
    method: 'GET',
    path,
    access: 'coordinator',
    tag: 'Overview',
    summary:
      path === '/api/test'
        ? 'The overview, under the original client\'s "widget data" path'
        : 'The programme at a glance (counts only)',
    responses: { 200: { description: 'counts of the current school year', json: programmeOverviewSchema } },
    handler: async (_req, res) => {
      res.json(await currentOverview(db, config.SCHOOL_YEAR_START_MONTH));
    },
  }));
}
