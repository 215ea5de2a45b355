import { publicConfigSchema, type PublicConfigDto } from '@tutoring/common';
import type { AppContext } from './context.js';
import type { ApiRoute } from './http/apiRoute.js';
import { retentionPolicy } from './retention/policy.js';

export function configRoutes({ config, auth }: AppContext): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/config',
      access: 'public',
      tag: 'Public',
      summary: "The organisation's public settings",
      responses: { 200: { description: 'names, links and whether first-run setup is open', json: publicConfigSchema } },
      handler: async (_req, res) => {
        const body: PublicConfigDto = {
          orgName: config.ORG_NAME,
          orgWebsite: config.ORG_WEBSITE,
          supportEmail: config.SUPPORT_EMAIL,
          tutorGuideUrl: config.TUTOR_GUIDE_URL,
          tutorTrainingUrl: config.TUTOR_TRAINING_URL,
          tuteeGuideUrl: config.TUTEE_GUIDE_URL,
          needsSetup: !(await auth.hasAnyStaff()),
          phoneRegion: config.PHONE_REGION,
          retention: retentionPolicy(config),
        };
        res.json(body);
      },
    },
  ];
}
