import { Router } from 'express';
import {
  doNotPairParamsSchema,
  doNotPairSchema,
  LIFECYCLE_MESSAGES,
  STAFF_LIST_MESSAGES,
  tuteeParamsSchema,
} from '@tutoring/common';
import type { Db } from '../db/db.js';
import { parseInput } from '../http/validate.js';
import * as service from './service.js';

/**
 * The do-not-pair routes under /api/tutees (GET, POST /:id/do-not-pair, DELETE /:id/do-not-pair/:tutorId) or, read
 * only, under /api/tutors (GET /:id/do-not-pair). Staff only (the route table).
 */
export function createDoNotPairRouter(db: Db, side: 'tutee' | 'tutor'): Router {
  const router = Router();
  router.get('/:id/do-not-pair', async (req, res) => {
    const { id } = parseInput(tuteeParamsSchema, req.params, STAFF_LIST_MESSAGES.badId);
    res.json(await service.listPairs(db, side, id, req.user?.id ?? null));
  });
  if (side === 'tutor') return router;

  router.post('/:id/do-not-pair', async (req, res) => {
    const { id } = parseInput(tuteeParamsSchema, req.params, STAFF_LIST_MESSAGES.badId);
    const { tutorId, reason } = parseInput(doNotPairSchema, req.body, LIFECYCLE_MESSAGES.badDoNotPair);
    res.status(201).json(await service.addPair(db, id, tutorId, reason, req.user?.id ?? null));
  });
  router.delete('/:id/do-not-pair/:tutorId', async (req, res) => {
    const { id, tutorId } = parseInput(doNotPairParamsSchema, req.params, STAFF_LIST_MESSAGES.badId);
    res.json(await service.removePair(db, id, tutorId, req.user?.id ?? null));
  });
  return router;
}
