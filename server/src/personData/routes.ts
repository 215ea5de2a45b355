import {
  apiErrorSchema,
  eraseRequestSchema,
  erasureSummarySchema,
  PERSON_DATA_MESSAGES,
  STAFF_LIST_MESSAGES,
  tuteeParamsSchema,
} from '@tutoring/common';
import type { AppContext } from '../context.js';
import { staffIdOf, type ApiRoute } from '../http/apiRoute.js';
import { sendJsonText } from '../http/jsonText.js';
import { parseInput } from '../http/validate.js';
import type { PersonKind } from './references.js';
import { erasePerson, exportPerson } from './service.js';

/**
 * GET /:id/export (one JSON file of everything held about the person) and POST /:id/erase { confirmName }, under
 * /api/tutees or /api/tutors. Admins only.
 */
export function personDataRoutes({ db, mail }: Pick<AppContext, 'db' | 'mail'>, kind: PersonKind): ApiRoute[] {
  const base = `/api/${kind}s`;
  const tag = kind === 'tutee' ? 'Tutees' : 'Tutors';
  return [
    {
      method: 'GET',
      path: `${base}/:id/export`,
      access: 'admin',
      tag,
      summary: `Everything held about one ${kind}, as a JSON file (audited)`,
      description:
        'The application as stored, the consent record with the terms text, matches, do-not-pair entries, emails and the audit rows naming them.',
      params: tuteeParamsSchema,
      responses: {
        200: { description: 'a JSON file to download', mediaType: 'application/json' },
        404: { description: `no ${kind} has that id`, json: apiErrorSchema },
      },
      handler: async (req, res) => {
        const { id } = parseInput(tuteeParamsSchema, req.params, STAFF_LIST_MESSAGES.badId);
        const document = await exportPerson(db, kind, id, staffIdOf(req));
        res.set('Content-Disposition', `attachment; filename="${kind}-${id}-data.json"`);
        sendJsonText(res, JSON.stringify(document, null, 2));
      },
    },
    {
      method: 'POST',
      path: `${base}/:id/erase`,
      access: 'admin',
      tag,
      summary: `Erase one ${kind} from every table`,
      description:
        "confirmName is the person's full name as shown; refused while the person is in a current match. The answer " +
        'comes once the erasure is committed, the emails written to files for them are deleted and, on the embedded ' +
        'database, the tables that held them are rewritten (no live file of the data folder holds them then).',
      params: tuteeParamsSchema,
      body: eraseRequestSchema,
      responses: {
        200: { description: 'what was removed besides the person', json: erasureSummarySchema },
        404: { description: `no ${kind} has that id`, json: apiErrorSchema },
        409: { description: 'the person is in a current match', json: apiErrorSchema },
      },
      handler: async (req, res) => {
        const { id } = parseInput(tuteeParamsSchema, req.params, STAFF_LIST_MESSAGES.badId);
        const { confirmName } = parseInput(eraseRequestSchema, req.body, PERSON_DATA_MESSAGES.badErase);
        res.json(await erasePerson(db, mail, kind, id, confirmName, staffIdOf(req)));
      },
    },
  ];
}
