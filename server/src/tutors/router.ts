import type { Router } from 'express';
import type { AppContext } from '../context.js';
import { createStaffListRouter } from '../staffLists/router.js';
import { changeTutorStatus, tutorList } from './service.js';

/** GET /api/tutors, /active, /deactive and PUT /api/tutors/changeStatus. Staff only. */
export function createTutorsRouter({ db, config }: AppContext): Router {
  return createStaffListRouter({
    list: (staffUserId, kind, query) => tutorList(db, staffUserId, kind, query, config.STAFF_LIST_COUNT_CAP),
    changeStatus: (staffUserId, id) => changeTutorStatus(db, staffUserId, id),
  });
}
