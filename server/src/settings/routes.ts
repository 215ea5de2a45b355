import { apiErrorSchema, SETTINGS_MESSAGES, settingsResponseSchema, settingsSchema } from '@tutoring/common';
import type { AppContext } from '../context.js';
import { staffIdOf, type ApiRoute } from '../http/apiRoute.js';
import { parseInput } from '../http/validate.js';
import { changeSettings, readSettings } from './service.js';

const TAG = 'Settings';

/** /api/settings: the organisation's own details, as the admins' Settings page reads and saves them. */
export function settingsRoutes({ db, config }: AppContext): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/settings',
      access: 'admin',
      tag: TAG,
      summary: "The organisation's own details",
      description:
        'The values GET /api/config serves, plus the schools of the tutor form and the years of the records filter. ' +
        'Until an admin saves them, they come from the environment (ORG_NAME, SUPPORT_EMAIL, ...).',
      responses: { 200: { description: 'the settings in force', json: settingsResponseSchema } },
      handler: async (_req, res) => {
        res.set('Cache-Control', 'no-store').json(await readSettings(db, config));
      },
    },
    {
      method: 'PUT',
      path: '/api/settings',
      access: 'admin',
      tag: TAG,
      summary: "Save the organisation's own details",
      description:
        'Every field is sent; the change takes effect at once in every server process (no restart). The audit ' +
        'records which fields changed.',
      body: settingsSchema,
      responses: {
        200: { description: 'the settings now in force (years newest first)', json: settingsResponseSchema },
        400: { description: 'a field is missing or not valid (the field errors say which)', json: apiErrorSchema },
      },
      handler: async (req, res) => {
        const staffUserId = staffIdOf(req);
        const input = parseInput(settingsSchema, req.body, SETTINGS_MESSAGES.badInput);
        const saved = await changeSettings(db, config, staffUserId, input);
        res.set('Cache-Control', 'no-store').json(saved);
      },
    },
  ];
}
