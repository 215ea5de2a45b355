import { apiErrorSchema, checkinAnswerSchema, checkinPageSchema, linkTokenParamsSchema } from '@tutoring/common';
import type { AppContext } from '../context.js';
import type { ApiRoute } from '../http/apiRoute.js';
import { parseInput } from '../http/validate.js';
import { EXPIRED_LINK, LINK_GONE_RESPONSES, linkTokenOf, sendLinkResult } from '../links/answers.js';
import { linkPageRoute } from '../links/linkRoutes.js';
import { createLinkLimiter } from '../links/limiter.js';
import { answerCheckin, readCheckin } from './service.js';

const TAG = 'Check-ins';

/** The public endpoints behind a check-in email's links (server/src/checkins), rate-limited together per address. */
export function checkinRoutes(ctx: AppContext): ApiRoute[] {
  const limit = createLinkLimiter(ctx.config, ctx.db);
  return [
    linkPageRoute(ctx.db, limit, {
      path: '/api/checkins/:token',
      tag: TAG,
      summary: "A check-in link's question",
      description:
        'What the page of a check-in link asks (the side it asks) and in which language. Says nothing about the match or the other person.',
      answered: { description: 'the link works', json: checkinPageSchema },
      run: readCheckin,
    }),
    {
      method: 'POST',
      path: '/api/checkins/:token',
      access: 'public',
      tag: TAG,
      summary: 'Answer a check-in: has the pair been in touch?',
      description:
        'Records the answer and uses the link up. A yes cancels the check-ins of the match not sent yet. ' +
        'Rate-limited per address.',
      params: linkTokenParamsSchema,
      body: checkinAnswerSchema,
      responses: {
        200: { description: 'the answer is recorded', json: checkinAnswerSchema },
        400: { description: 'the answer is not yes or no', json: apiErrorSchema },
        ...LINK_GONE_RESPONSES,
      },
      middleware: [limit],
      handler: async (req, res) => {
        const { answer } = parseInput(checkinAnswerSchema, req.body);
        const token = linkTokenOf(req.params);
        sendLinkResult(res, token === null ? EXPIRED_LINK : await answerCheckin(ctx.db, token, answer));
      },
    },
  ];
}
