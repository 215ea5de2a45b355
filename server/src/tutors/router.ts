import type { Router } from 'express';
import { capacitySchema, LIFECYCLE_MESSAGES, STAFF_LIST_MESSAGES, tuteeParamsSchema } from '@tutoring/common';
import type { AppContext } from '../context.js';
import { createDoNotPairRouter } from '../doNotPair/router.js';
import { createPersonDataRouter } from '../personData/router.js';
import { parseInput } from '../http/validate.js';
import { createStaffListRouter } from '../staffLists/router.js';
import { staffListHandlers } from '../staffLists/service.js';
import { changeCapacity } from './capacity.js';
import { tutorProfile } from './profile.js';
import { TUTOR_LIST } from './service.js';

/** GET /api/tutors, /active, /deactive, /:id, PUT /changeStatus, PUT /:id/capacity, GET /:id/do-not-pair, and the person's data export and erasure. Staff only. */
export function createTutorsRouter({ db, config }: AppContext): Router {
  const router = createStaffListRouter(staffListHandlers(db, config.STAFF_LIST_COUNT_CAP, TUTOR_LIST));
  router.put('/:id/capacity', async (req, res) => {
    const { id } = parseInput(tuteeParamsSchema, req.params, STAFF_LIST_MESSAGES.badId);
    const { capacity } = parseInput(capacitySchema, req.body, LIFECYCLE_MESSAGES.badCapacity);
    res.json(await changeCapacity(db, id, capacity, req.user?.id ?? null));
  });
  router.use(createDoNotPairRouter(db, 'tutor'));
  // After the list routes (/active, /deactive), which this pattern would otherwise take.
  router.get('/:id', async (req, res) => {
    const { id } = parseInput(tuteeParamsSchema, req.params, STAFF_LIST_MESSAGES.badId);
    res.json(await tutorProfile(db, id, req.user?.id ?? null));
  });
  router.use(createPersonDataRouter(db, 'tutor'));
  return router;
}
