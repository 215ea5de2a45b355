import { Router } from 'express';
import { eraseRequestSchema, PERSON_DATA_MESSAGES, STAFF_LIST_MESSAGES, tuteeParamsSchema } from '@tutoring/common';
import type { Db } from '../db/db.js';
import { parseInput } from '../http/validate.js';
import type { PersonKind } from './references.js';
import { erasePerson, exportPerson } from './service.js';

/**
 * GET /:id/export (one JSON file of everything held about the person) and POST /:id/erase { confirmName }, under
 * /api/tutees or /api/tutors. Admins only (the route table, server/src/routes.ts).
 */
export function createPersonDataRouter(db: Db, kind: PersonKind): Router {
  const router = Router();
  router.get('/:id/export', async (req, res) => {
    const { id } = parseInput(tuteeParamsSchema, req.params, STAFF_LIST_MESSAGES.badId);
    const document = await exportPerson(db, kind, id, req.user?.id ?? null);
    res
      .set('Content-Disposition', `attachment; filename="${kind}-${id}-data.json"`)
      .type('json')
      .send(JSON.stringify(document, null, 2));
  });
  router.post('/:id/erase', async (req, res) => {
    const { id } = parseInput(tuteeParamsSchema, req.params, STAFF_LIST_MESSAGES.badId);
    const { confirmName } = parseInput(eraseRequestSchema, req.body, PERSON_DATA_MESSAGES.badErase);
    res.json(await erasePerson(db, kind, id, confirmName, req.user?.id ?? null));
  });
  return router;
}
