import { isDeepStrictEqual } from 'node:util';
import { SETTINGS_FIELDS, type OrganisationSettings } from '@tutoring/common';
import { recordAudit } from '../audit/service.js';
import type { Db } from '../db/db.js';
import { readSettings, saveSettings, type SettingsDefaults } from './repo.js';

// The settings domain's public surface: every domain reads the settings in force through here.
export { readSettings, type SettingsDefaults } from './repo.js';

/** The fields an admin changed: their names only, for the audit. */
function changedFields(before: OrganisationSettings, after: OrganisationSettings): string[] {
  return SETTINGS_FIELDS.filter((field) => !isDeepStrictEqual(before[field], after[field]));
}

/** Saves an admin's settings and audits which fields changed, in one transaction. */
export function changeSettings(
  db: Db,
  config: SettingsDefaults,
  staffUserId: number,
  input: OrganisationSettings,
): Promise<OrganisationSettings> {
  return db.transaction(async (tx) => {
    const before = await readSettings(tx, config);
    const after = await saveSettings(tx, input);
    await recordAudit(tx, {
      staffUserId,
      action: 'settings.change',
      entity: 'settings',
      details: { changed: changedFields(before, after) },
    });
    return after;
  });
}
