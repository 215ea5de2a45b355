import { Router } from 'express';
import { schoolYearStart } from '@tutoring/common';
import type { AppContext } from '../context.js';
import { readOverview } from './repo.js';

/** GET /api/overview (and the spec's "Widget data", GET /api/test): counts only, no person's data. Staff only. */
export function createOverviewRouter({ config, db }: AppContext): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    const today = new Date().toISOString().slice(0, 10);
    res.json(await readOverview(db, schoolYearStart(today, config.SCHOOL_YEAR_START_MONTH)));
  });
  return router;
}
