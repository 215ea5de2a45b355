import { LOCALE_COOKIE, type LocaleCode } from '@tutoring/common';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Tells the server the visitor's language, so the next visit's first paint (the prerendered page) is already in it;
 * localStorage, which the client reads, never reaches the server. A preference only: no one is identified by it.
 */
export function rememberLocaleCookie(code: LocaleCode): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${code}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/** The language the cookie names, as the browser last wrote it. */
export function localeCookie(): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${LOCALE_COOKIE}=`));
  return entry ? entry.slice(LOCALE_COOKIE.length + 1) : null;
}
