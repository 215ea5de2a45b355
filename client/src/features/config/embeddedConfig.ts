import type { PublicConfigDto } from '@tutoring/common';

/** The element the server writes the public settings into, beside a prerendered page (server/src/prerender). */
export const EMBEDDED_CONFIG_ID = 'public-config';

/**
 * The organisation's public settings the server sent with the page (as GET /api/config answers them), so the first
 * render draws what the prerendered page shows; null on a page the server did not prerender.
 */
export function embeddedConfig(): PublicConfigDto | null {
  const text = document.getElementById(EMBEDDED_CONFIG_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && typeof (value as PublicConfigDto).orgName === 'string'
      ? (value as PublicConfigDto)
      : null;
  } catch {
    return null;
  }
}
