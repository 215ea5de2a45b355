import type { Router } from 'express';
import type { AppContext } from '../context.js';
import { createDoNotPairRouter } from '../doNotPair/router.js';
import { createPersonDataRouter } from '../personData/router.js';
import { createStaffListRouter } from '../staffLists/router.js';
import { staffListHandlers } from '../staffLists/service.js';
import { TUTEE_LIST } from './service.js';

/** GET /api/tutees, /active, /deactive, PUT /changeStatus the do-not-pair list, and the person's data export and erasure. Staff only. */
export function createTuteesRouter({ db, config }: AppContext): Router {
  const router = createStaffListRouter(staffListHandlers(db, config.STAFF_LIST_COUNT_CAP, TUTEE_LIST));
  router.use(createDoNotPairRouter(db, 'tutee'));
  router.use(createPersonDataRouter(db, 'tutee'));
  return router;
}
