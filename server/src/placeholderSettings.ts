import { namesPlaceholder, placeholderFields, type OrganisationSettings } from '@tutoring/common';
import type { ToolConfig } from './config.js';

/** Where the placeholder example.org still shows: the Settings page's fields, and MAIL_FROM of the environment. */
export interface Placeholders {
  settings: string[];
  env: string[];
}

export function placeholdersOf(settings: OrganisationSettings, config: Pick<ToolConfig, 'MAIL_FROM'>): Placeholders {
  return { settings: placeholderFields(settings), env: namesPlaceholder(config.MAIL_FROM) ? ['MAIL_FROM'] : [] };
}

const names = (list: readonly string[]) => `${list.join(', ')} still ${list.length === 1 ? 'names' : 'name'}`;

/** The start-up warning for an install that still shows placeholders; empty when there are none. */
export function placeholderWarning({ settings, env }: Placeholders): string {
  const lines: string[] = [];
  if (settings.length > 0) {
    lines.push(
      `Warning: the setting${settings.length === 1 ? '' : 's'} ${names(settings)} the placeholder example.org, which families see on the forms and in ` +
        'every email. An admin sets them on the Settings page (/settings).\n',
    );
  }
  if (env.length > 0) {
    lines.push(
      `Warning: ${names(env)} the placeholder example.org, which families see in every email. Set your own in .env ` +
        '(see .env.example).\n',
    );
  }
  return lines.join('');
}
