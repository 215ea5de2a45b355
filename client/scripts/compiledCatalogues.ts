// Vite plugin: `virtual:catalogue/<code>` is that language's public catalogue (common/src/i18n/catalogues/<code>.json)
// and `virtual:staff-catalogue/<code>` its staff screen catalogue (common/src/i18n/staff/<code>.json), with their ICU
// messages compiled, so the browser gets one small file per language and no message parser.
// `virtual:staff-catalogues` lists the staff catalogues the folder holds, so adding a staff language is adding a file.
// A staff catalogue also carries its language's names of subjects, grades and languages from the public catalogue.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { isVocabularyKey } from '../../common/src/i18n/vocabulary';

// Vite loads its config without TypeScript support for workspace packages, so this compiles with Lingui
// directly, as common/src/i18n/compile.ts does for the server.
interface CatalogueFile {
  review: unknown;
  messages: Record<string, string>;
}

const I18N_DIR = '../../common/src/i18n/';
// Each resolved id names the build's file for it (catalogue-<code>, staff-catalogue-<code>) in the bundle report.
const PUBLIC = {
  prefix: 'virtual:catalogue/',
  resolved: '\0catalogue-',
  dir: fileURLToPath(new URL(`${I18N_DIR}catalogues/`, import.meta.url)),
};
const STAFF = {
  prefix: 'virtual:staff-catalogue/',
  resolved: '\0staff-catalogue-',
  dir: fileURLToPath(new URL(`${I18N_DIR}staff/`, import.meta.url)),
};
const KINDS = [PUBLIC, STAFF];
const STAFF_LIST = 'virtual:staff-catalogues';
const STAFF_LIST_RESOLVED = '\0staff-catalogues';

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as CatalogueFile;

function compiled({ review, messages }: CatalogueFile): string {
  const result = {
    review,
    messages: Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, compileMessage(text)])),
  };
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(result))});`;
}

/** A staff catalogue with the public catalogue's names of the lists' items in the same language. */
function withVocabulary(staff: CatalogueFile, publicFile: string): CatalogueFile {
  const vocabulary = Object.entries(read(publicFile).messages).filter(([key]) => isVocabularyKey(key));
  return { review: staff.review, messages: { ...staff.messages, ...Object.fromEntries(vocabulary) } };
}

function staffCodes(): string[] {
  return readdirSync(STAFF.dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length));
}

function staffLoaders(codes: readonly string[]): string {
  const entries = codes.map(
    (code) => `  ${JSON.stringify(code)}: () => import(${JSON.stringify(STAFF.prefix + code)}),`,
  );
  return `export const STAFF_CATALOGUES = {\n${entries.join('\n')}\n};`;
}

export function compiledCatalogues(): Plugin {
  return {
    name: 'compiled-catalogues',
    resolveId(id) {
      if (id === STAFF_LIST) return STAFF_LIST_RESOLVED;
      const kind = KINDS.find((k) => id.startsWith(k.prefix));
      return kind ? `${kind.resolved}${id.slice(kind.prefix.length)}` : undefined;
    },
    load(id) {
      if (id === STAFF_LIST_RESOLVED) {
        // Watched file by file: a watched folder becomes an import in the browser's module graph, which fails.
        const codes = staffCodes();
        for (const code of codes) this.addWatchFile(`${STAFF.dir}${code}.json`);
        return staffLoaders(codes);
      }
      const kind = KINDS.find((k) => id.startsWith(k.resolved));
      if (!kind) return undefined;
      const code = id.slice(kind.resolved.length);
      const file = `${kind.dir}${code}.json`;
      if (!/^[a-zA-Z-]+$/.test(code) || !existsSync(file))
        this.error(`no catalogue for language "${code}" in ${kind.dir}`);
      this.addWatchFile(file);
      if (kind === PUBLIC) return compiled(read(file));
      const publicFile = `${PUBLIC.dir}${code}.json`;
      this.addWatchFile(publicFile);
      return compiled(withVocabulary(read(file), publicFile));
    },
  };
}
