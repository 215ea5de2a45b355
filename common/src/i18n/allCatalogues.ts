// Every language's catalogue file, for Node (the server's emails and the catalogue tests). The browser never
// imports this module: it loads the one catalogue it needs (client/src/i18n/loadCatalogue.ts).
import ar from './catalogues/ar.json' with { type: 'json' };
import en from './catalogues/en.json' with { type: 'json' };
import es from './catalogues/es.json' with { type: 'json' };
import fr from './catalogues/fr.json' with { type: 'json' };
import hmn from './catalogues/hmn.json' with { type: 'json' };
import so from './catalogues/so.json' with { type: 'json' };
import tl from './catalogues/tl.json' with { type: 'json' };
import vi from './catalogues/vi.json' with { type: 'json' };
import zhHans from './catalogues/zh-Hans.json' with { type: 'json' };
import type { CatalogueFile, Translate } from './catalogue.js';
import { compileCatalogue } from './compile.js';
import type { LocaleCode } from './locales.js';
import { createTranslator } from './translator.js';

/** The files as written; each is checked against English by catalogues.test.ts. */
export const CATALOGUE_FILES = { en, es, so, ar, 'zh-Hans': zhHans, tl, fr, vi, hmn } as unknown as Record<
  LocaleCode,
  CatalogueFile
>;

/** One translate function per language, compiled once. */
export function allTranslators(): Record<LocaleCode, Translate> {
  const entries = Object.entries(CATALOGUE_FILES).map(([code, file]) => [
    code,
    createTranslator(code as LocaleCode, compileCatalogue(file)),
  ]);
  return Object.fromEntries(entries) as Record<LocaleCode, Translate>;
}
