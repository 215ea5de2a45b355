import type { ToolConfig } from './config.js';

/** The settings whose defaults are placeholders families must never see (the organisation's address and links). */
const PUBLIC_SETTINGS = [
  'ORG_WEBSITE',
  'SUPPORT_EMAIL',
  'MAIL_FROM',
  'TUTOR_GUIDE_URL',
  'TUTOR_TRAINING_URL',
  'TUTEE_GUIDE_URL',
] as const satisfies readonly (keyof ToolConfig)[];

const PLACEHOLDER_DOMAIN = /(^|[@./])example\.org\b/i;

/** The public settings that still name the placeholder domain example.org. */
export function placeholderSettings(config: Pick<ToolConfig, (typeof PUBLIC_SETTINGS)[number]>): string[] {
  return PUBLIC_SETTINGS.filter((name) => PLACEHOLDER_DOMAIN.test(config[name]));
}

/** The start-up warning for an install that still shows placeholders; empty when there are none. */
export function placeholderWarning(names: readonly string[]): string {
  if (names.length === 0) return '';
  return (
    `Warning: ${names.join(', ')} still ${names.length === 1 ? 'names' : 'name'} the placeholder example.org, ` +
    'which families see on the forms and in every email. Set your own in .env (see .env.example).\n'
  );
}
