import {
  apiErrorSchema,
  ATTENTION_MESSAGES,
  attentionHandledResultSchema,
  attentionHandledSchema,
  attentionListSchema,
} from '@tutoring/common';
import type { AppContext } from '../context.js';
import { staffIdOf, type ApiRoute } from '../http/apiRoute.js';
import { parseInput } from '../http/validate.js';
import { listAttention, markHandled } from './service.js';

const TAG = 'Needs attention';

/** /api/attention: what needs staff about current matches (the Needs attention page), and marking an item handled. */
export function attentionRoutes({ db }: AppContext): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/attention',
      access: 'coordinator',
      tag: TAG,
      summary: 'The items that need staff, oldest first',
      description:
        'Current matches whose pair has not been in touch (a side said no, or neither answered its check-in in ' +
        'time) and match emails that failed for good, without the items marked handled since they arose.',
      responses: { 200: { description: 'the items, oldest first', json: attentionListSchema } },
      handler: async (_req, res) => {
        res.json(await listAttention(db));
      },
    },
    {
      method: 'POST',
      path: '/api/attention/handled',
      access: 'coordinator',
      tag: TAG,
      summary: 'Mark an item handled, with a note',
      description: 'The item leaves the list; it shows again if it arises again later (a new no, a new failure).',
      body: attentionHandledSchema,
      responses: {
        201: { description: 'recorded', json: attentionHandledResultSchema },
        400: { description: 'the item or the note is not valid', json: apiErrorSchema },
        404: { description: 'no such match, or the match has no such email', json: apiErrorSchema },
      },
      handler: async (req, res) => {
        const input = parseInput(attentionHandledSchema, req.body, ATTENTION_MESSAGES.badHandled);
        res.status(201).json(await markHandled(db, input, staffIdOf(req)));
      },
    },
  ];
}
