import { useEffect, useState } from 'react';
import { createTranslator, isLocaleCode, type LocaleCode, type Translate } from '@tutoring/common';
import { loadCatalogue } from './loadCatalogue';

/** Each language's translate function once loaded, so a page that mounts again has it at once. */
const loaded = new Map<LocaleCode, Translate>();

/**
 * A translate function for one language whatever the page's own language is (the staff pages write a family's
 * email in the family's language); null while its catalogue loads. An unknown code is read as English.
 */
export function useCatalogueTranslator(code: string): Translate | null {
  const language: LocaleCode = isLocaleCode(code) ? code : 'en';
  const [, setLoadedCount] = useState(0);
  useEffect(() => {
    if (loaded.has(language)) return;
    let current = true;
    void loadCatalogue(language).then((catalogue) => {
      loaded.set(language, createTranslator(language, catalogue));
      if (current) setLoadedCount((count) => count + 1);
    });
    return () => {
      current = false;
    };
  }, [language]);
  return loaded.get(language) ?? null;
}
