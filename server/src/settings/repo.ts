import { z } from 'zod';
import { defaultRecordYears, SCHOOLS, settingsSchema, type OrganisationSettings } from '@tutoring/common';
import type { ToolConfig } from '../config.js';
import type { Queryable } from '../db/db.js';

/** The environment variables that give the settings their first defaults. */
export type SettingsDefaults = Pick<
  ToolConfig,
  'ORG_NAME' | 'ORG_WEBSITE' | 'SUPPORT_EMAIL' | 'TUTOR_GUIDE_URL' | 'TUTOR_TRAINING_URL' | 'TUTEE_GUIDE_URL'
>;

/** What an install shows before an admin saves the Settings page: the environment's values and the catalogue's. */
export function settingsDefaults(config: SettingsDefaults, now = new Date()): OrganisationSettings {
  return {
    orgName: config.ORG_NAME,
    orgWebsite: config.ORG_WEBSITE,
    supportEmail: config.SUPPORT_EMAIL,
    tutorGuideUrl: config.TUTOR_GUIDE_URL,
    tutorTrainingUrl: config.TUTOR_TRAINING_URL,
    tuteeGuideUrl: config.TUTEE_GUIDE_URL,
    schools: [...SCHOOLS],
    recordYears: defaultRecordYears(now.getFullYear()),
  };
}

// A stored row written by an older version may lack a field added since (it takes its default) or keep one removed
// since (ignored); a row that fails today's rules is not shown at all, so families never see a value no longer valid.
const storedFields = z.record(z.string(), z.unknown());
const storedSettings = z.object(settingsSchema.shape);

/**
 * The settings in force, read from the database on every call. No cache: it is one primary-key read, and every
 * server process sees an admin's change with the very next request, with no invalidation to get wrong.
 */
export async function readSettings(db: Queryable, config: SettingsDefaults): Promise<OrganisationSettings> {
  const defaults = settingsDefaults(config);
  const { rows } = await db.query<{ settings: unknown }>('SELECT settings FROM organisation_settings WHERE id = 1');
  const stored = storedFields.safeParse(rows[0]?.settings);
  if (!stored.success) return defaults;
  const merged = storedSettings.safeParse({ ...defaults, ...stored.data });
  return merged.success ? merged.data : defaults;
}

/** Replaces the stored settings; the years are kept newest first, as the records filter lists them. */
export async function saveSettings(db: Queryable, settings: OrganisationSettings): Promise<OrganisationSettings> {
  const saved = { ...settings, recordYears: [...settings.recordYears].sort((a, b) => b - a) };
  await db.query(
    `INSERT INTO organisation_settings (id, settings) VALUES (1, $1::jsonb)
     ON CONFLICT (id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = now()`,
    [JSON.stringify(saved)],
  );
  return saved;
}
