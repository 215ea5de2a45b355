import { z } from 'zod';
import {
  doNotPairEntrySchema,
  doNotPairParamsSchema,
  doNotPairSchema,
  LIFECYCLE_MESSAGES,
  STAFF_LIST_MESSAGES,
  tuteeParamsSchema,
} from '@tutoring/common';
import type { Db } from '../db/db.js';
import { staffIdOf, type ApiRoute } from '../http/apiRoute.js';
import { parseInput } from '../http/validate.js';
import * as service from './service.js';

const listSchema = z.array(doNotPairEntrySchema);

/** GET /api/tutees/:id/do-not-pair or /api/tutors/:id/do-not-pair: the pairs that must never be matched. */
export function doNotPairListRoute(db: Db, side: 'tutee' | 'tutor'): ApiRoute {
  const tag = side === 'tutee' ? 'Tutees' : 'Tutors';
  return {
    method: 'GET',
    path: `/api/${side}s/:id/do-not-pair`,
    access: 'coordinator',
    tag,
    summary: 'The do-not-pair list of this record',
    params: tuteeParamsSchema,
    responses: { 200: { description: 'the pairs that must never be matched', json: listSchema } },
    handler: async (req, res) => {
      const { id } = parseInput(tuteeParamsSchema, req.params, STAFF_LIST_MESSAGES.badId);
      res.json(await service.listPairs(db, side, id, staffIdOf(req)));
    },
  };
}

/** Adding a tutor to a tutee's do-not-pair list and removing one (the list is kept on the tutee's side). */
export function doNotPairChangeRoutes(db: Db): ApiRoute[] {
  return [
    {
      method: 'POST',
      path: '/api/tutees/:id/do-not-pair',
      access: 'coordinator',
      tag: 'Tutees',
      summary: 'Never offer this tutor to this tutee',
      params: tuteeParamsSchema,
      body: doNotPairSchema,
      responses: { 201: { description: "the tutee's list after adding", json: listSchema } },
      handler: async (req, res) => {
        const { id } = parseInput(tuteeParamsSchema, req.params, STAFF_LIST_MESSAGES.badId);
        const { tutorId, reason } = parseInput(doNotPairSchema, req.body, LIFECYCLE_MESSAGES.badDoNotPair);
        res.status(201).json(await service.addPair(db, id, tutorId, reason, staffIdOf(req)));
      },
    },
    {
      method: 'DELETE',
      path: '/api/tutees/:id/do-not-pair/:tutorId',
      access: 'coordinator',
      tag: 'Tutees',
      summary: 'Remove a tutor from the do-not-pair list',
      params: doNotPairParamsSchema,
      responses: { 200: { description: "the tutee's list after removing", json: listSchema } },
      handler: async (req, res) => {
        const { id, tutorId } = parseInput(doNotPairParamsSchema, req.params, STAFF_LIST_MESSAGES.badId);
        res.json(await service.removePair(db, id, tutorId, staffIdOf(req)));
      },
    },
  ];
}
