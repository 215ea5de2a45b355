import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { CatalogueFile } from './catalogue.js';
import type { CompiledCatalogue } from './translator.js';

/** Compiles every ICU message of a catalogue file (at build time for the browser, at start on the server). */
export function compileCatalogue(file: CatalogueFile<string>): CompiledCatalogue {
  const messages = Object.fromEntries(Object.entries(file.messages).map(([key, text]) => [key, compileMessage(text)]));
  return { review: file.review, messages };
}
