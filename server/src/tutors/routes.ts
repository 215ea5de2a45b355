import {
  apiErrorSchema,
  capacitySchema,
  LIFECYCLE_MESSAGES,
  STAFF_LIST_MESSAGES,
  tuteeParamsSchema,
  tutorRecordSchema,
} from '@tutoring/common';
import type { AppContext } from '../context.js';
import { doNotPairListRoute } from '../doNotPair/index.js';
import { staffIdOf, type ApiRoute } from '../http/apiRoute.js';
import { parseInput } from '../http/validate.js';
import { personDataRoutes } from '../personData/index.js';
import { staffListRoutes } from '../staffLists/routes.js';
import { staffListHandlers } from '../staffLists/service.js';
import { changeCapacity } from './capacity.js';
import { tutorProfile } from './profile.js';
import { resumeTutor } from './resume.js';
import { TUTOR_LIST } from './service.js';

/** GET /api/tutors, /active, /deactive, /:id, PUT /changeStatus, PUT /:id/capacity, POST /:id/resume, GET /:id/do-not-pair, and the person's data export and erasure. */
export function tutorRoutes(ctx: AppContext): ApiRoute[] {
  const { db, config } = ctx;
  return [
    // Before /:id, which would otherwise take /active and /deactive.
    ...staffListRoutes('Tutors', tutorRecordSchema, staffListHandlers(db, config.STAFF_LIST_COUNT_CAP, TUTOR_LIST)),
    {
      method: 'PUT',
      path: '/api/tutors/:id/capacity',
      access: 'coordinator',
      tag: 'Tutors',
      summary: 'How many tutees the tutor takes at once (0 pauses)',
      params: tuteeParamsSchema,
      body: capacitySchema,
      responses: { 200: { description: 'the tutor after the change', json: tutorRecordSchema } },
      handler: async (req, res) => {
        const { id } = parseInput(tuteeParamsSchema, req.params, STAFF_LIST_MESSAGES.badId);
        const { capacity } = parseInput(capacitySchema, req.body, LIFECYCLE_MESSAGES.badCapacity);
        res.json(await changeCapacity(db, id, capacity, staffIdOf(req)));
      },
    },
    {
      method: 'POST',
      path: '/api/tutors/:id/resume',
      access: 'coordinator',
      tag: 'Tutors',
      summary: 'Resume a paused tutor (audited)',
      description:
        'A tutor is paused when they answer no to "Are you still available to tutor?" or leave it unanswered ' +
        '(RECONFIRM_EXPIRE_DAYS): offered to no tutee until resumed. Resuming a tutor not paused changes nothing.',
      params: tuteeParamsSchema,
      responses: {
        200: { description: 'the tutor, no longer paused', json: tutorRecordSchema },
        404: { description: 'no tutor has that id', json: apiErrorSchema },
      },
      handler: async (req, res) => {
        const { id } = parseInput(tuteeParamsSchema, req.params, STAFF_LIST_MESSAGES.badId);
        res.json(await resumeTutor(db, id, staffIdOf(req)));
      },
    },
    doNotPairListRoute(db, 'tutor'),
    {
      method: 'GET',
      path: '/api/tutors/:id',
      access: 'coordinator',
      tag: 'Tutors',
      summary: "One tutor's full profile (audited)",
      params: tuteeParamsSchema,
      responses: {
        200: { description: 'the tutor', json: tutorRecordSchema },
        404: { description: 'no tutor has that id', json: apiErrorSchema },
      },
      handler: async (req, res) => {
        const { id } = parseInput(tuteeParamsSchema, req.params, STAFF_LIST_MESSAGES.badId);
        res.json(await tutorProfile(db, id, staffIdOf(req)));
      },
    },
    ...personDataRoutes(ctx, 'tutor'),
  ];
}
