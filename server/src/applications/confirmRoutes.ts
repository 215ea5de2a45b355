import { confirmEmailPageSchema, emailConfirmedSchema } from '@tutoring/common';
import type { AppContext } from '../context.js';
import type { ApiRoute } from '../http/apiRoute.js';
import type { createLinkLimiter } from '../links/limiter.js';
import { linkButtonRoute, linkPageRoute } from '../links/linkRoutes.js';
import { confirmEmail, readConfirmLink } from './confirmEmail.js';

const TAG = 'Applicants';
const PATH = '/api/applications/confirm-email/:token';

/** The public endpoints behind the "Confirm your email address" link of a confirmation email. */
export function confirmEmailRoutes(ctx: AppContext, limit: ReturnType<typeof createLinkLimiter>): ApiRoute[] {
  return [
    linkPageRoute(ctx.db, limit, {
      path: PATH,
      tag: TAG,
      summary: "A confirmation link's page",
      description: 'Whether the link still works, and the language of the application.',
      answered: { description: 'the link works', json: confirmEmailPageSchema },
      run: readConfirmLink,
    }),
    linkButtonRoute(ctx.db, limit, {
      path: PATH,
      tag: TAG,
      summary: "Confirm an application's email address",
      description:
        'Marks the email address confirmed and uses the link up; the reminder to confirm, if not sent yet, is ' +
        'cancelled.',
      answered: { description: 'the address is confirmed', json: emailConfirmedSchema },
      run: confirmEmail,
    }),
  ];
}
