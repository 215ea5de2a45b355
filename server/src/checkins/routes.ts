import type { Response } from 'express';
import {
  apiErrorSchema,
  checkinAnswerSchema,
  checkinPageSchema,
  linkGoneSchema,
  linkTokenParamsSchema,
  type LinkState,
} from '@tutoring/common';
import type { AppContext } from '../context.js';
import type { ApiRoute } from '../http/apiRoute.js';
import { parseInput } from '../http/validate.js';
import { createLinkLimiter } from '../links/limiter.js';
import { answerCheckin, readCheckin, type CheckinResult } from './service.js';

const TAG = 'Check-ins';

const GONE_MESSAGES: Record<LinkState, string> = {
  used: 'This link has already been used.',
  expired: 'This link has expired.',
};

const GONE = {
  410: {
    description:
      'the link was used (code used) or has expired (code expired); a link the server does not know answers as expired',
    json: linkGoneSchema,
  },
  429: { description: 'too many link requests from this address', json: apiErrorSchema },
} as const;

/** The token of the path, or null when it cannot be one of ours: such a path answers as an expired link. */
function tokenOf(params: unknown): string | null {
  const parsed = linkTokenParamsSchema.safeParse(params);
  return parsed.success ? parsed.data.token : null;
}

function send<T>(res: Response, result: CheckinResult<T>): void {
  if (result.ok) res.json(result.value);
  else res.status(410).json({ error: { message: GONE_MESSAGES[result.state], code: result.state } });
}

/** The public endpoints behind a check-in email's links (server/src/checkins), rate-limited together per address. */
export function checkinRoutes(ctx: AppContext): ApiRoute[] {
  const limit = createLinkLimiter(ctx.config, ctx.db);
  const expired: CheckinResult<never> = { ok: false, state: 'expired' };
  return [
    {
      method: 'GET',
      path: '/api/checkins/:token',
      access: 'public',
      tag: TAG,
      summary: "A check-in link's question",
      description:
        'What the page of a check-in link asks (the side it asks) and in which language. Changes nothing: mail ' +
        'scanners open links. Says nothing about the match or the other person. Rate-limited per address.',
      params: linkTokenParamsSchema,
      responses: { 200: { description: 'the link works', json: checkinPageSchema }, ...GONE },
      middleware: [limit],
      handler: async (req, res) => {
        const token = tokenOf(req.params);
        send(res, token === null ? expired : await readCheckin(ctx.db, token));
      },
    },
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
        ...GONE,
      },
      middleware: [limit],
      handler: async (req, res) => {
        const { answer } = parseInput(checkinAnswerSchema, req.body);
        const token = tokenOf(req.params);
        send(res, token === null ? expired : await answerCheckin(ctx.db, token, answer));
      },
    },
  ];
}
