import type { Router } from 'express';
import type { AppContext } from '../context.js';
import { createStaffListRouter } from '../staffLists/router.js';
import { staffListHandlers } from '../staffLists/service.js';
import { TUTOR_LIST } from './service.js';

/** GET /api/tutors, /active, /deactive and PUT /api/tutors/changeStatus. Staff only. */
export function createTutorsRouter({ db, config }: AppContext): Router {
  return createStaffListRouter(staffListHandlers(db, config.STAFF_LIST_COUNT_CAP, TUTOR_LIST));
}
