import { z } from 'zod';
import { apiErrorSchema, STAFF_SESSION_MESSAGES, staffSessionParamsSchema, staffSessionSchema } from '@tutoring/common';
import { recordAudit } from '../audit/service.js';
import type { AppContext } from '../context.js';
import { staffIdOf, type ApiRoute } from '../http/apiRoute.js';
import { clientAddress } from '../http/clientAddress.js';
import { conflict, notFound } from '../http/errors.js';
import { parseInput } from '../http/validate.js';
import { createStaffSessions } from './staffSessions.js';

const TAG = 'Staff account';

/** /api/user/sessions: the signed-in staff member's own sessions, to see where they are signed in and end the others. */
export function sessionRoutes({ config, db }: AppContext): ApiRoute[] {
  const sessions = createStaffSessions(config);
  return [
    {
      method: 'GET',
      path: '/api/user/sessions',
      access: 'coordinator',
      tag: TAG,
      summary: 'Your own signed-in sessions',
      description: "Only the asking staff member's sessions, most recently active first.",
      responses: {
        200: {
          description: 'each live session: browser, address, last activity; `current` marks the asking one',
          json: z.array(staffSessionSchema),
        },
      },
      handler: async (req, res) => {
        res.json(await sessions.list(db, staffIdOf(req), req.sessionID));
      },
    },
    {
      method: 'DELETE',
      path: '/api/user/sessions/:id',
      access: 'coordinator',
      tag: TAG,
      summary: 'End one of your other sessions',
      description: 'That browser is signed out at once: its next request answers 401. Sign out to end your own.',
      params: staffSessionParamsSchema,
      responses: {
        204: { description: 'the session has ended' },
        404: { description: 'none of your live sessions has this id', json: apiErrorSchema },
        409: { description: 'the id is of the session that asked: sign out instead', json: apiErrorSchema },
      },
      handler: async (req, res) => {
        const { id } = parseInput(staffSessionParamsSchema, req.params, STAFF_SESSION_MESSAGES.badId);
        const staffUserId = staffIdOf(req);
        await db.transaction(async (tx) => {
          const ended = await sessions.end(tx, staffUserId, req.sessionID, id);
          if (ended.outcome === 'notFound') throw notFound(STAFF_SESSION_MESSAGES.notFound);
          if (ended.outcome === 'current') throw conflict(STAFF_SESSION_MESSAGES.current);
          await recordAudit(tx, {
            staffUserId,
            action: 'auth.session_end',
            entity: 'staff_user',
            entityId: staffUserId,
            details: { ip: clientAddress(req) ?? null, browser: ended.browser },
          });
        });
        res.status(204).end();
      },
    },
  ];
}
