import { EMBEDDED_CATALOGUE_ID, type CompiledCatalogue, type LocaleCode } from '@tutoring/common';

/**
 * The compiled catalogue of `code` that the server sent inside a prerendered page (server/src/prerender), so the
 * first render needs no request for it; null on any other page, in the server's render, or for another language.
 */
export function embeddedCatalogue(code: LocaleCode): CompiledCatalogue | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(EMBEDDED_CATALOGUE_ID);
  if (element?.dataset.locale !== code || !element.textContent) return null;
  try {
    const value: unknown = JSON.parse(element.textContent);
    return typeof value === 'object' && value !== null && 'messages' in value && 'review' in value
      ? (value as CompiledCatalogue)
      : null;
  } catch {
    return null;
  }
}
