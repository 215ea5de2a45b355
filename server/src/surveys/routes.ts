import { apiErrorSchema, linkTokenParamsSchema, surveyAnswerSchema, surveyPageSchema } from '@tutoring/common';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import type { ApiRoute } from '../http/apiRoute.js';
import { parseInput } from '../http/validate.js';
import { EXPIRED_LINK, LINK_GONE_RESPONSES, linkTokenOf, sendLinkResult } from '../links/answers.js';
import { linkPageRoute } from '../links/linkRoutes.js';
import { createLinkLimiter } from '../links/limiter.js';
import { answerSurvey, readSurveyPage } from './service.js';

const TAG = 'Surveys';

/** The public endpoints behind the "How did it go?" email sent when a match ends, rate-limited per address. */
export function surveyRoutes(ctx: AppContext): ApiRoute[] {
  const limit = createLinkLimiter(ctx.config, ctx.db);
  return [
    linkPageRoute(ctx.db, limit, {
      path: '/api/surveys/:token',
      tag: TAG,
      summary: "A survey link's questions",
      description: 'The side the survey asks and the language. Says nothing about the match or the other person.',
      answered: { description: 'the link works', json: surveyPageSchema },
      run: readSurveyPage,
    }),
    {
      method: 'POST',
      path: '/api/surveys/:token',
      access: 'public',
      tag: TAG,
      summary: 'Answer the survey: a rating from 1 to 5 and an optional comment',
      description: 'Records the answers on the match and uses the link up. Rate-limited per address.',
      params: linkTokenParamsSchema,
      body: surveyAnswerSchema,
      responses: {
        201: { description: 'the answers are recorded', json: z.object({ rating: z.number().int() }) },
        400: { description: 'the rating is not 1 to 5, or the comment is too long', json: apiErrorSchema },
        ...LINK_GONE_RESPONSES,
      },
      middleware: [limit],
      handler: async (req, res) => {
        const input = parseInput(surveyAnswerSchema, req.body);
        const token = linkTokenOf(req.params);
        sendLinkResult(res, token === null ? EXPIRED_LINK : await answerSurvey(ctx.db, token, input), 201);
      },
    },
  ];
}
