import { EMBEDDED_CONFIG_ID, type PublicConfigDto } from '@tutoring/common';

/**
 * The organisation's public settings the server sent with a prerendered page (server/src/prerender), as
 * GET /api/config answers them, so the first render draws what that page shows; null on any other page.
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
