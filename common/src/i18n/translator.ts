import { setupI18n, type Messages } from '@lingui/core';
import type { CatalogueReview, MessageKey, MessageValues, Translate } from './catalogue.js';
import type { LocaleCode } from './locales.js';

/** A catalogue whose ICU messages are compiled (Lingui's compact form), ready for the runtime formatter. */
export interface CompiledCatalogue {
  review: CatalogueReview;
  messages: Messages;
}

/**
 * A translate function over one compiled catalogue. Lingui's runtime only fills compiled messages in, so the
 * browser never downloads an ICU parser: the client build and the server compile the catalogues beforehand.
 */
export function createTranslator<Key extends string = MessageKey>(
  locale: LocaleCode,
  catalogue: CompiledCatalogue,
): Translate<Key> {
  const i18n = setupI18n({ locale, messages: { [locale]: catalogue.messages } });
  return (key: Key, values?: MessageValues) => i18n._(key, values);
}
