import { initialLocale, LOCALE_QUERY_PARAMETER, LOCALE_STORAGE_KEY } from './initialLocale';
import { loadLocale, type LoadedLocale } from './loadLocale';
import { localeCookie, rememberLocaleCookie } from './localeCookie';

/** The choice kept in this browser; the cookie stands in where storage was cleared or refused, as the server reads it. */
function storedChoice(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY) ?? localeCookie();
  } catch {
    return localeCookie();
  }
}

/**
 * Loads the language this visit starts in. A `?lang=` link's choice is remembered like a choice from the menu,
 * and the parameter leaves the address, so a later choice from the menu is not undone by a reload.
 */
export async function startLocale(): Promise<LoadedLocale> {
  const url = new URL(window.location.href);
  const stored = storedChoice();
  const code = initialLocale({ search: url.search, stored, browser: navigator.languages });
  // A choice made before the cookie existed (or with cookies cleared) reaches the server from the next visit on.
  if ((stored || url.searchParams.has(LOCALE_QUERY_PARAMETER)) && localeCookie() !== code) rememberLocaleCookie(code);
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
