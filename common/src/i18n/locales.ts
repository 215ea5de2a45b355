// The languages the public pages speak. Codes are BCP 47 tags (they go into <html lang>) and name the catalogue
// files; each language is listed by its own name, so a reader finds theirs without reading English.

export interface Locale {
  code: LocaleCode;
  /** the language's name in that language */
  name: string;
  dir: 'ltr' | 'rtl';
}

export const LOCALES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'so', name: 'Soomaali', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'zh-Hans', name: '中文（简体）', dir: 'ltr' },
  { code: 'tl', name: 'Tagalog', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'vi', name: 'Tiếng Việt', dir: 'ltr' },
  { code: 'hmn', name: 'Hmoob', dir: 'ltr' },
] as const satisfies readonly { code: string; name: string; dir: 'ltr' | 'rtl' }[];

export type LocaleCode = (typeof LOCALES)[number]['code'];

/** The cookie that carries the visitor's chosen language to the server, which prerenders public pages in it. */
export const LOCALE_COOKIE = 'language';

/** English is the source of every translation and the binding text of the terms. */
export const DEFAULT_LOCALE: LocaleCode = 'en';

export const LOCALE_CODES = LOCALES.map((locale) => locale.code) as [LocaleCode, ...LocaleCode[]];

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

export function localeOf(code: LocaleCode): Locale {
  return LOCALES.find((locale) => locale.code === code) ?? LOCALES[0];
}

/** Browser tags that name one of ours differently: Chinese as spoken in mainland China and Singapore, Filipino. */
const ALIASES: Record<string, LocaleCode> = {
  zh: 'zh-Hans',
  'zh-cn': 'zh-Hans',
  'zh-sg': 'zh-Hans',
  'zh-hans': 'zh-Hans',
  fil: 'tl',
};

/** Our language for one BCP 47 tag (any case, any region), or undefined. Traditional Chinese is not ours. */
export function matchLocale(tag: string): LocaleCode | undefined {
  const lower = tag.trim().toLowerCase();
  if (ALIASES[lower]) return ALIASES[lower];
  if (lower.startsWith('zh-hans')) return 'zh-Hans';
  if (lower.startsWith('zh')) return undefined;
  const primary = lower.split('-')[0] ?? '';
  return ALIASES[primary] ?? LOCALE_CODES.find((code) => code === primary);
}

/** The first of the visitor's preferred languages that we speak, else English. */
export function preferredLocale(tags: readonly string[]): LocaleCode {
  for (const tag of tags) {
    const code = matchLocale(tag);
    if (code) return code;
  }
  return DEFAULT_LOCALE;
}
