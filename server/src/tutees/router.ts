import type { Router } from 'express';
import type { AppContext } from '../context.js';
import { createStaffListRouter } from '../staffLists/router.js';
import { staffListHandlers } from '../staffLists/service.js';
import { TUTEE_LIST } from './service.js';

/** GET /api/tutees, /active, /deactive and PUT /api/tutees/changeStatus. Staff only. */
export function createTuteesRouter({ db, config }: AppContext): Router {
  return createStaffListRouter(staffListHandlers(db, config.STAFF_LIST_COUNT_CAP, TUTEE_LIST));
}
