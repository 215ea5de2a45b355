import {
  apiErrorSchema,
  PROPOSAL_MESSAGES,
  proposalAcceptResultSchema,
  proposalAcceptSchema,
  proposalRequestSchema,
  proposalRunParamsSchema,
  proposalRunSchema,
} from '@tutoring/common';
import { checkinSettings } from '../checkins/index.js';
import type { AppContext } from '../context.js';
import { staffIdOf, type ApiRoute } from '../http/apiRoute.js';
import { sendJsonText } from '../http/jsonText.js';
import { parseInput } from '../http/validate.js';
import { readSettings } from '../settings/service.js';
import * as service from './service.js';

const TAG = 'Proposals';

/** /api/proposals: propose tutors for every waiting tutee, read a run, accept its pairs. */
export function proposalRoutes({ db, config, mail }: AppContext): ApiRoute[] {
  const checkins = checkinSettings(config);
  return [
    {
      method: 'POST',
      path: '/api/proposals',
      access: 'coordinator',
      tag: TAG,
      summary: 'Propose tutors for every waiting tutee',
      description:
        'An exact assignment of waiting tutees to tutors with free places under the candidate groups’ rules: the most tutees placed, then the most pairs in group A, B, C in turn, then shared languages, then the longest-waiting tutees, then the longest-waiting tutors. Nothing is matched until the run is accepted.',
      body: proposalRequestSchema,
      responses: {
        201: {
          description: 'the stored run: proposed pairs, unplaced tutees with the reason, statistics',
          json: proposalRunSchema,
        },
      },
      handler: async (req, res) => {
        const request = parseInput(proposalRequestSchema, req.body ?? {}, PROPOSAL_MESSAGES.badProposal);
        sendJsonText(res, await service.propose(db, request, staffIdOf(req)), 201);
      },
    },
    {
      method: 'GET',
      path: '/api/proposals/:id',
      access: 'coordinator',
      tag: TAG,
      summary: 'One proposal run',
      params: proposalRunParamsSchema,
      responses: {
        200: { description: 'the run, with the matches accepted from it', json: proposalRunSchema },
        404: { description: 'no run has that id', json: apiErrorSchema },
      },
      handler: async (req, res) => {
        const { id } = parseInput(proposalRunParamsSchema, req.params, PROPOSAL_MESSAGES.badRunId);
        sendJsonText(res, await service.proposalRun(db, id, staffIdOf(req)));
      },
    },
    {
      method: 'POST',
      path: '/api/proposals/:id/accept',
      access: 'coordinator',
      tag: TAG,
      summary: 'Match the proposed pairs (all when none are named)',
      description:
        'Each pair is matched in its own transaction with the rules of POST /api/matches; a pair that breaks one now is refused with the reason and the others go through. With sendEmails: true each match queues its tutor and family emails, as POST /api/matches does.',
      params: proposalRunParamsSchema,
      body: proposalAcceptSchema,
      responses: {
        200: { description: 'the matches created and the pairs refused', json: proposalAcceptResultSchema },
        404: { description: 'no run has that id', json: apiErrorSchema },
      },
      handler: async (req, res) => {
        const { id } = parseInput(proposalRunParamsSchema, req.params, PROPOSAL_MESSAGES.badRunId);
        const request = parseInput(proposalAcceptSchema, req.body ?? {}, PROPOSAL_MESSAGES.badAccept);
        const emails = request.sendEmails ? await readSettings(db, config) : null;
        res.json(await service.acceptProposal(db, id, request, staffIdOf(req), checkins, emails));
        if (request.sendEmails) mail.wake();
      },
    },
  ];
}
