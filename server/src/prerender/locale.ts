import { isLocaleCode, LOCALE_COOKIE, matchLocale, preferredLocale, type LocaleCode } from '@tutoring/common';

interface LocaleSources {
  /** the `lang` query parameter, as a link a school hands out carries it */
  query: unknown;
  /** the Cookie header */
  cookie: string | undefined;
  /** the Accept-Language header */
  acceptLanguage: string | undefined;
}

/** The language tags of an Accept-Language header, most wanted first (q=0 means not wanted). */
function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q.slice(2)), order };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map((entry) => entry.tag);
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The language a public page is prerendered in, chosen as the browser's own code chooses it
 * (client/src/i18n/initialLocale.ts): the link's `?lang`, then the visitor's remembered choice (the cookie the
 * language menu sets), then the first of the browser's languages we speak.
 */
export function prerenderLocale({ query, cookie, acceptLanguage }: LocaleSources): LocaleCode {
  if (typeof query === 'string' && query) {
    const linked = isLocaleCode(query) ? query : matchLocale(query);
    if (linked) return linked;
  }
  const remembered = cookieValue(cookie, LOCALE_COOKIE);
  if (isLocaleCode(remembered)) return remembered;
  return preferredLocale(acceptedLanguages(acceptLanguage));
}
