import { confirmEmailPageSchema, guardianConsentGivenSchema, linkTokenParamsSchema } from '@tutoring/common';
import type { AppContext } from '../context.js';
import type { ApiRoute } from '../http/apiRoute.js';
import { EXPIRED_LINK, LINK_GONE_RESPONSES, linkTokenOf, sendLinkResult } from '../links/answers.js';
import type { createLinkLimiter } from '../links/limiter.js';
import { giveGuardianConsent, readGuardianConsentLink } from './guardianConsent.js';

const TAG = 'Applicants';
const PATH = '/api/applications/guardian-consent/:token';

/** The public endpoints behind the link a young student's guardian is emailed (GUARDIAN_CONSENT_BELOW_GRADE). */
export function guardianConsentRoutes(ctx: AppContext, limit: ReturnType<typeof createLinkLimiter>): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: PATH,
      access: 'public',
      tag: TAG,
      summary: "A guardian's consent link's page",
      description:
        'Whether the link still works, and the language of the application. Changes nothing: mail scanners open ' +
        'links. Rate-limited per address.',
      params: linkTokenParamsSchema,
      responses: { 200: { description: 'the link works', json: confirmEmailPageSchema }, ...LINK_GONE_RESPONSES },
      middleware: [limit],
      handler: async (req, res) => {
        const token = linkTokenOf(req.params);
        sendLinkResult(res, token === null ? EXPIRED_LINK : await readGuardianConsentLink(ctx.db, token));
      },
    },
    {
      method: 'POST',
      path: PATH,
      access: 'public',
      tag: TAG,
      summary: "Record a guardian's consent to a student's application",
      description:
        'Records the consent (guardian_consented_at) and uses the link up; from then on the tutee can be matched. ' +
        'Rate-limited per address.',
      params: linkTokenParamsSchema,
      responses: {
        200: { description: 'the consent is recorded', json: guardianConsentGivenSchema },
        ...LINK_GONE_RESPONSES,
      },
      middleware: [limit],
      handler: async (req, res) => {
        const token = linkTokenOf(req.params);
        sendLinkResult(res, token === null ? EXPIRED_LINK : await giveGuardianConsent(ctx.db, token));
      },
    },
  ];
}
