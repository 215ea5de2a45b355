// What the public entry needs of the organisation's settings (common/src/schemas/settings.ts), kept apart from their
// zod schema so a family's download does not carry it.
import type { OrganisationSettings, SettingsField } from './schemas/settings.js';

/** The records filter's years before an admin chooses: this year down to 2020 (never fewer than 2022, 2021, 2020). */
export function defaultRecordYears(currentYear: number): number[] {
  const years: number[] = [];
  for (let year = Math.max(currentYear, 2022); year >= 2020; year -= 1) years.push(year);
  return years;
}

// The settings a fresh install fills with the placeholder domain: families must never see them.
const LINK_FIELDS = ['orgWebsite', 'supportEmail', 'tutorGuideUrl', 'tutorTrainingUrl', 'tuteeGuideUrl'] as const;
const PLACEHOLDER_DOMAIN = /(^|[@./])example\.org\b/i;

/** Whether an address or link names the placeholder domain example.org (not merely a domain ending like it). */
export function namesPlaceholder(text: string): boolean {
  return PLACEHOLDER_DOMAIN.test(text);
}

/** The settings that still name the placeholder example.org. */
export function placeholderFields(settings: Pick<OrganisationSettings, (typeof LINK_FIELDS)[number]>): SettingsField[] {
  return LINK_FIELDS.filter((field) => namesPlaceholder(settings[field]));
}
