import { initialLocale, LOCALE_QUERY_PARAMETER, LOCALE_STORAGE_KEY } from './initialLocale';
import { loadLocale, type LoadedLocale } from './loadLocale';

function storedChoice(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Loads the language this visit starts in. A `?lang=` link's choice is remembered like a choice from the menu,
 * and the parameter leaves the address, so a later choice from the menu is not undone by a reload.
 */
export async function startLocale(): Promise<LoadedLocale> {
  const url = new URL(window.location.href);
  const code = initialLocale({ search: url.search, stored: storedChoice(), browser: navigator.languages });
  if (url.searchParams.has(LOCALE_QUERY_PARAMETER)) {
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, code);
    } catch {
      // Without storage the link's language still applies to this visit.
    }
    url.searchParams.delete(LOCALE_QUERY_PARAMETER);
    window.history.replaceState(window.history.state, '', url);
  }
  return loadLocale(code);
}
