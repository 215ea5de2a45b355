import { isLocaleCode, matchLocale, preferredLocale, type LocaleCode } from '@tutoring/common';

/** Where the visitor's choice is remembered between visits. */
export const LOCALE_STORAGE_KEY = 'language';
/** `?lang=so`: a link a school hands out opens in that language (and remembers it). */
export const LOCALE_QUERY_PARAMETER = 'lang';

interface Sources {
  search: string;
  stored: string | null;
  browser: readonly string[];
}

/** The link's language first, then the one chosen before, then the first of the browser's languages we speak. */
export function initialLocale({ search, stored, browser }: Sources): LocaleCode {
  const linked = new URLSearchParams(search).get(LOCALE_QUERY_PARAMETER);
  const fromLink = linked ? (isLocaleCode(linked) ? linked : matchLocale(linked)) : undefined;
  if (fromLink) return fromLink;
  if (isLocaleCode(stored)) return stored;
  return preferredLocale(browser);
}
