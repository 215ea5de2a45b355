import { confirmEmailPageSchema, guardianConsentGivenSchema } from '@tutoring/common';
import type { AppContext } from '../context.js';
import type { ApiRoute } from '../http/apiRoute.js';
import type { createLinkLimiter } from '../links/limiter.js';
import { linkButtonRoute, linkPageRoute } from '../links/linkRoutes.js';
import { giveGuardianConsent, readGuardianConsentLink } from './guardianConsent.js';

const TAG = 'Applicants';
const PATH = '/api/applications/guardian-consent/:token';

/** The public endpoints behind the link a young student's guardian is emailed (GUARDIAN_CONSENT_BELOW_GRADE). */
export function guardianConsentRoutes(ctx: AppContext, limit: ReturnType<typeof createLinkLimiter>): ApiRoute[] {
  return [
    linkPageRoute(ctx.db, limit, {
      path: PATH,
      tag: TAG,
      summary: "A guardian's consent link's page",
      description: 'Whether the link still works, and the language of the application.',
      answered: { description: 'the link works', json: confirmEmailPageSchema },
      run: readGuardianConsentLink,
    }),
    linkButtonRoute(ctx.db, limit, {
      path: PATH,
      tag: TAG,
      summary: "Record a guardian's consent to a student's application",
      description:
        'Records the consent (guardian_consented_at) and uses the link up; from then on the tutee can be matched.',
      answered: { description: 'the consent is recorded', json: guardianConsentGivenSchema },
      run: giveGuardianConsent,
    }),
  ];
}
