// Vite plugin: after each production build, prints the gzipped JavaScript and CSS that the public entry
// (/home and every wizard step) loads, and what each lazily loaded staff page adds on top; fails the
// build when the public entry is over budget, so a heavy import cannot slip in unnoticed.
import { gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

export interface Budget {
  /** KB (1024 bytes) gzipped */
  jsKb: number;
  cssKb: number;
  /** source files (from the repository root) whose code must never reach the public entry */
  excluded?: readonly string[];
}

interface Load {
  name: string;
  jsBytes: number;
  cssBytes: number;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function gzipped(bundle: OutputBundle, fileName: string): number {
  const output = bundle[fileName];
  if (!output) return 0;
  return gzipSync(output.type === 'chunk' ? output.code : output.source).length;
}

/** The chunk and everything it imports statically: what the browser fetches before it can run. */
function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const output = bundle[fileName];
  if (output?.type === 'chunk') for (const imported of output.imports) staticClosure(bundle, imported, seen);
  return seen;
}

function measure(bundle: OutputBundle, name: string, files: Set<string>, alreadyLoaded: Set<string>): Load {
  let jsBytes = 0;
  let cssBytes = 0;
  const css = new Set<string>();
  for (const file of files) {
    if (alreadyLoaded.has(file)) continue;
    jsBytes += gzipped(bundle, file);
    const chunk = bundle[file] as OutputChunk;
    for (const cssFile of chunk.viteMetadata?.importedCss ?? []) css.add(cssFile);
  }
  for (const cssFile of css) if (!alreadyLoaded.has(cssFile)) cssBytes += gzipped(bundle, cssFile);
  return { name, jsBytes, cssBytes };
}

function cssOf(bundle: OutputBundle, files: Set<string>): Set<string> {
  const css = new Set<string>();
  for (const file of files)
    for (const cssFile of (bundle[file] as OutputChunk).viteMetadata?.importedCss ?? []) css.add(cssFile);
  return css;
}

export function bundleBudget(budget: Budget): Plugin {
  return {
    name: 'bundle-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) this.error('bundle budget: the build has no entry chunk');
      const entryFiles = staticClosure(bundle, entry.fileName);
      const publicEntry = measure(bundle, 'public entry (/home, wizard steps)', entryFiles, new Set());
      const loaded = new Set([...entryFiles, ...cssOf(bundle, entryFiles)]);
      const lazy = chunks
        .filter((c) => c.isDynamicEntry)
        .map((c) => measure(bundle, `lazy ${c.name}`, staticClosure(bundle, c.fileName), loaded))
        .sort((a, b) => a.name.localeCompare(b.name));

      const rows = [publicEntry, ...lazy].map(
        (l) => `  ${l.name.padEnd(38)} JS ${kb(l.jsBytes).padStart(6)} KB  CSS ${kb(l.cssBytes).padStart(5)} KB`,
      );
      process.stdout.write(
        `\nBundle report (gzipped; lazy pages: what they add to the public entry)\n${rows.join('\n')}\n`,
      );
      process.stdout.write(`  budget for the public entry: JS <= ${budget.jsKb} KB, CSS <= ${budget.cssKb} KB\n\n`);

      const over = [
        publicEntry.jsBytes > budget.jsKb * 1024 ? `JS ${kb(publicEntry.jsBytes)} KB > ${budget.jsKb} KB` : '',
        publicEntry.cssBytes > budget.cssKb * 1024 ? `CSS ${kb(publicEntry.cssBytes)} KB > ${budget.cssKb} KB` : '',
      ].filter(Boolean);
      if (over.length > 0) this.error(`bundle budget exceeded by the public entry: ${over.join(', ')} (gzipped)`);

      const entryModules = [...entryFiles].flatMap((file) => {
        const output = bundle[file];
        return output?.type === 'chunk'
          ? Object.entries(output.modules)
              .filter(([, m]) => m.renderedLength > 0)
              .map(([id]) => id)
          : [];
      });
      const leaked = (budget.excluded ?? []).filter((file) => entryModules.some((id) => id.endsWith(`/${file}`)));
      if (leaked.length > 0)
        this.error(`the public entry includes ${leaked.join(', ')}, which must stay out of it (see vite.config.ts)`);
    },
  };
}
