import { Router } from 'express';
import type { PublicConfigDto } from '@tutoring/common';
import type { AppContext } from './context.js';
import { retentionPolicy } from './retention/policy.js';

export function createConfigRouter({ config, auth }: AppContext): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    const body: PublicConfigDto = {
      orgName: config.ORG_NAME,
      orgWebsite: config.ORG_WEBSITE,
      supportEmail: config.SUPPORT_EMAIL,
      tutorGuideUrl: config.TUTOR_GUIDE_URL,
      tutorTrainingUrl: config.TUTOR_TRAINING_URL,
      tuteeGuideUrl: config.TUTEE_GUIDE_URL,
      needsSetup: !(await auth.hasAnyStaff()),
      retention: retentionPolicy(config),
    };
    res.json(body);
  });
  return router;
}
