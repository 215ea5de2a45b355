import {
  apiErrorSchema,
  linkTokenParamsSchema,
  reconfirmAnswerSchema,
  reconfirmationQueuedSchema,
  reconfirmationRoundSchema,
  reconfirmPageSchema,
} from '@tutoring/common';
import type { AppContext } from '../context.js';
import { staffIdOf, type ApiRoute } from '../http/apiRoute.js';
import { parseInput } from '../http/validate.js';
import { EXPIRED_LINK, LINK_GONE_RESPONSES, linkTokenOf, sendLinkResult } from '../links/answers.js';
import { linkPageRoute } from '../links/linkRoutes.js';
import { createLinkLimiter } from '../links/limiter.js';
import { answerReconfirm, readReconfirm, startRound } from './service.js';
import { reconfirmSettings } from './settings.js';

const TAG = 'Reconfirmations';

/**
 * POST /api/reconfirmations (staff start a round) and the public endpoints behind its emails' links, rate-limited
 * together with the other link endpoints per address.
 */
export function reconfirmationRoutes(ctx: AppContext): ApiRoute[] {
  const limit = createLinkLimiter(ctx.config, ctx.db);
  const settings = reconfirmSettings(ctx.config);
  return [
    {
      method: 'POST',
      path: '/api/reconfirmations',
      access: 'coordinator',
      tag: TAG,
      summary: 'Ask the waiting list whether it still waits (audited)',
      description:
        'Queues "Do you still need a tutor?" to the family of every waiting tutee (active, not in a current match) ' +
        'and "Are you still available to tutor?" to every available tutor (active, not paused, a free place), as ' +
        'chosen, each in their language with a Yes and a No link, due at sendAt (now if omitted). Anyone with an ' +
        'open question is not asked again. One reminder goes RECONFIRM_REMIND_DAYS later to those who have not ' +
        'answered; at RECONFIRM_EXPIRE_DAYS an unanswered tutee is deactivated (did_not_confirm) and a tutor paused.',
      body: reconfirmationRoundSchema,
      responses: {
        201: { description: 'the questions are queued', json: reconfirmationQueuedSchema },
        400: { description: 'neither tutees nor tutors chosen, or a bad sendAt', json: apiErrorSchema },
      },
      handler: async (req, res) => {
        const input = parseInput(reconfirmationRoundSchema, req.body);
        res.status(201).json(await startRound(ctx.db, settings, staffIdOf(req), input));
      },
    },
    linkPageRoute(ctx.db, limit, {
      path: '/api/reconfirmations/:token',
      tag: TAG,
      summary: "A reconfirmation link's question",
      description:
        'Whom the page of a reconfirmation link asks (a family or a tutor) and in which language. Says nothing about the person.',
      answered: { description: 'the link works', json: reconfirmPageSchema },
      run: readReconfirm,
    }),
    {
      method: 'POST',
      path: '/api/reconfirmations/:token',
      access: 'public',
      tag: TAG,
      summary: 'Answer a reconfirmation: still waiting?',
      description:
        "Records the answer and uses the link up. Yes: the record's last_confirmed_at is now. No: the tutee is " +
        'deactivated (reason answered_no) or the tutor paused. Either way no reminder follows. Rate-limited per address.',
      params: linkTokenParamsSchema,
      body: reconfirmAnswerSchema,
      responses: {
        200: { description: 'the answer is recorded', json: reconfirmAnswerSchema },
        400: { description: 'the answer is not yes or no', json: apiErrorSchema },
        ...LINK_GONE_RESPONSES,
      },
      middleware: [limit],
      handler: async (req, res) => {
        const { answer } = parseInput(reconfirmAnswerSchema, req.body);
        const token = linkTokenOf(req.params);
        sendLinkResult(res, token === null ? EXPIRED_LINK : await answerReconfirm(ctx.db, token, answer));
      },
    },
  ];
}
