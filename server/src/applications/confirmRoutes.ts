import { confirmEmailPageSchema, emailConfirmedSchema, linkTokenParamsSchema } from '@tutoring/common';
import type { AppContext } from '../context.js';
import type { ApiRoute } from '../http/apiRoute.js';
import { EXPIRED_LINK, LINK_GONE_RESPONSES, linkTokenOf, sendLinkResult } from '../links/answers.js';
import type { createLinkLimiter } from '../links/limiter.js';
import { confirmEmail, readConfirmLink } from './confirmEmail.js';

const TAG = 'Applicants';
const PATH = '/api/applications/confirm-email/:token';

/** The public endpoints behind the "Confirm your email address" link of a confirmation email. */
export function confirmEmailRoutes(ctx: AppContext, limit: ReturnType<typeof createLinkLimiter>): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: PATH,
      access: 'public',
      tag: TAG,
      summary: "A confirmation link's page",
      description:
        'Whether the link still works, and the language of the application. Changes nothing: mail scanners open ' +
        'links. Rate-limited per address.',
      params: linkTokenParamsSchema,
      responses: { 200: { description: 'the link works', json: confirmEmailPageSchema }, ...LINK_GONE_RESPONSES },
      middleware: [limit],
      handler: async (req, res) => {
        const token = linkTokenOf(req.params);
        sendLinkResult(res, token === null ? EXPIRED_LINK : await readConfirmLink(ctx.db, token));
      },
    },
    {
      method: 'POST',
      path: PATH,
      access: 'public',
      tag: TAG,
      summary: "Confirm an application's email address",
      description:
        'Marks the email address confirmed and uses the link up; the reminder to confirm, if not sent yet, is ' +
        'cancelled. Rate-limited per address.',
      params: linkTokenParamsSchema,
      responses: {
        200: { description: 'the address is confirmed', json: emailConfirmedSchema },
        ...LINK_GONE_RESPONSES,
      },
      middleware: [limit],
      handler: async (req, res) => {
        const token = linkTokenOf(req.params);
        sendLinkResult(res, token === null ? EXPIRED_LINK : await confirmEmail(ctx.db, token));
      },
    },
  ];
}
