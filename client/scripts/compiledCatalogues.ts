// Vite plugin: `virtual:catalogue/<code>` is that language's catalogue (common/src/i18n/catalogues/<code>.json)
// with its ICU messages compiled, so the browser gets one small file per language and no message parser.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

// Vite loads its config without TypeScript support for workspace packages, so this compiles with Lingui
// directly, as common/src/i18n/compile.ts does for the server.
interface CatalogueFile {
  review: unknown;
  messages: Record<string, string>;
}

const PREFIX = 'virtual:catalogue/';
// Named so each language's file is called catalogue-<code> in the build and the bundle report.
const RESOLVED = '\0catalogue-';
const CATALOGUE_DIR = fileURLToPath(new URL('../../common/src/i18n/catalogues/', import.meta.url));

export function compiledCatalogues(): Plugin {
  return {
    name: 'compiled-catalogues',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length)}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const code = id.slice(RESOLVED.length);
      const file = `${CATALOGUE_DIR}${code}.json`;
      if (!/^[a-zA-Z-]+$/.test(code) || !existsSync(file)) this.error(`no catalogue for language "${code}"`);
      this.addWatchFile(file);
      const { review, messages } = JSON.parse(readFileSync(file, 'utf8')) as CatalogueFile;
      const compiled = {
        review,
        messages: Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, compileMessage(text)])),
      };
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
