import { createTranslator, localeOf, type CatalogueReview, type LocaleCode, type Translate } from '@tutoring/common';
import { loadCatalogue } from './loadCatalogue';

export interface LoadedLocale {
  locale: LocaleCode;
  t: Translate;
  review: CatalogueReview;
}

/** A language ready to show: its catalogue, and for a right-to-left language the mirrored styles, both loaded. */
export async function loadLocale(locale: LocaleCode): Promise<LoadedLocale> {
  const [catalogue] = await Promise.all([
    loadCatalogue(locale),
    localeOf(locale).dir === 'rtl' ? import('../styles/rtl') : undefined,
  ]);
  return { locale, t: createTranslator(locale, catalogue), review: catalogue.review };
}
