import { publicConfigSchema, type PublicConfigDto } from '@tutoring/common';
import type { AppContext } from './context.js';
import type { ApiRoute } from './http/apiRoute.js';
import { retentionPolicy } from './retention/policy.js';
import { readSettings } from './settings/service.js';

/** The organisation's public settings, as GET /api/config answers them and a prerendered page carries them. */
export async function readPublicConfig({ config, db, auth }: Pick<AppContext, 'config' | 'db' | 'auth'>) {
  const body: PublicConfigDto = {
    ...(await readSettings(db, config)),
    needsSetup: !(await auth.hasAnyStaff()),
    phoneRegion: config.PHONE_REGION,
    guardianConsentBelowGrade: config.GUARDIAN_CONSENT_BELOW_GRADE ?? null,
    retention: retentionPolicy(config),
  };
  return body;
}

export function configRoutes(ctx: AppContext): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/config',
      access: 'public',
      tag: 'Public',
      summary: "The organisation's public settings",
      description: "The organisation's details are the Settings page's (GET /api/settings), read afresh each time.",
      responses: { 200: { description: 'names, links and whether first-run setup is open', json: publicConfigSchema } },
      handler: async (_req, res) => {
        res.json(await readPublicConfig(ctx));
      },
    },
  ];
}
