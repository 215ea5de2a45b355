// The "Report a concern" line that ends every email the app sends a family or a tutor about a match: a link to a short
// public form (server/src/concerns) whose report reaches the staff's Needs attention list.
import type { Translate } from '../i18n/catalogue.js';

/** The line in one language. */
export function concernLine(t: Translate, url: string): string {
  return t('email.concern.footer', { url });
}
