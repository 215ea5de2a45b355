import {
  apiErrorSchema,
  CONCERN_MESSAGES,
  concernClosedSchema,
  concernCloseSchema,
  concernPageSchema,
  concernReceivedSchema,
  concernReportSchema,
  linkTokenParamsSchema,
  recordIdSchema,
} from '@tutoring/common';
import { z } from 'zod';
import { checkinSettings } from '../checkins/index.js';
import type { AppContext } from '../context.js';
import { staffIdOf, type ApiRoute } from '../http/apiRoute.js';
import { parseInput } from '../http/validate.js';
import { EXPIRED_LINK, LINK_GONE_RESPONSES, linkTokenOf, sendLinkResult } from '../links/answers.js';
import { linkPageRoute } from '../links/linkRoutes.js';
import { createLinkLimiter } from '../links/limiter.js';
import { closeConcern, readConcernPage, reportConcern } from './service.js';

const TAG = 'Concerns';

const concernIdParamsSchema = z.object({ id: recordIdSchema });

/**
 * The "Report a concern" form behind the link at the end of every match email (public, rate-limited per address with
 * the other link endpoints), and staff closing a concern from Needs attention.
 */
export function concernRoutes(ctx: AppContext): ApiRoute[] {
  const limit = createLinkLimiter(ctx.config, ctx.db);
  const settings = checkinSettings(ctx.config);
  return [
    linkPageRoute(ctx.db, limit, {
      path: '/api/concerns/:token',
      tag: TAG,
      summary: "A concern link's form",
      description: 'The language the form asks in. Says nothing about the match or the other person.',
      answered: { description: 'the link works', json: concernPageSchema },
      run: readConcernPage,
    }),
    {
      method: 'POST',
      path: '/api/concerns/:token',
      access: 'public',
      tag: TAG,
      summary: 'Report a concern about a match',
      description:
        'Records the report and uses the link up. It becomes an urgent item of Needs attention, and the admins are ' +
        'emailed that a concern was reported about the match, without its text. The answer says nothing about the ' +
        'match. Rate-limited per address.',
      params: linkTokenParamsSchema,
      body: concernReportSchema,
      responses: {
        201: { description: 'the report is recorded', json: concernReceivedSchema },
        400: {
          description: 'the message is empty or too long, or the contact choice is not one offered',
          json: apiErrorSchema,
        },
        ...LINK_GONE_RESPONSES,
      },
      middleware: [limit],
      handler: async (req, res) => {
        const input = parseInput(concernReportSchema, req.body);
        const token = linkTokenOf(req.params);
        sendLinkResult(res, token === null ? EXPIRED_LINK : await reportConcern(ctx.db, token, input, settings), 201);
      },
    },
    {
      method: 'POST',
      path: '/api/concerns/:id/close',
      access: 'coordinator',
      tag: TAG,
      summary: 'Close a concern with what was done',
      description:
        'Records the outcome and a note. safety_or_conduct ends a current match with the reason "Safety or conduct ' +
        'concern", which puts the tutor on the tutee\'s do-not-pair list (or only bars the pair when the match has ' +
        'ended). Audited without the note.',
      params: concernIdParamsSchema,
      body: concernCloseSchema,
      responses: {
        200: { description: 'the concern is closed', json: concernClosedSchema },
        400: { description: 'the outcome or the note is not valid', json: apiErrorSchema },
        404: { description: 'no concern has that id', json: apiErrorSchema },
        409: { description: 'the concern was closed before', json: apiErrorSchema },
      },
      handler: async (req, res) => {
        const { id } = parseInput(concernIdParamsSchema, req.params, CONCERN_MESSAGES.notFound);
        const input = parseInput(concernCloseSchema, req.body, CONCERN_MESSAGES.badClose);
        res.json(await closeConcern(ctx.db, id, input, staffIdOf(req), settings));
      },
    },
  ];
}
