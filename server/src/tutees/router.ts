import type { Router } from 'express';
import type { AppContext } from '../context.js';
import { createStaffListRouter } from '../staffLists/router.js';
import { changeTuteeStatus, tuteeList } from './service.js';

/** GET /api/tutees, /active, /deactive and PUT /api/tutees/changeStatus. Staff only. */
export function createTuteesRouter({ db, config }: AppContext): Router {
  return createStaffListRouter({
    list: (staffUserId, kind, query) => tuteeList(db, staffUserId, kind, query, config.STAFF_LIST_COUNT_CAP),
    changeStatus: (staffUserId, id) => changeTuteeStatus(db, staffUserId, id),
  });
}
