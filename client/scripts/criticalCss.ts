// Vite plugin for the server-side build (client/dist-ssr): after it, renders every prerendered page in every public
// language and keeps the rules of the built style sheets (and the right-to-left one) that their markup uses, in
// dist-ssr/critical.css. The server inlines that file in each prerendered page, so the page paints before the full
// style sheet arrives; it is one file for all pages so the Content-Security-Policy names one hash.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import type { Plugin } from 'vite';

interface PrerenderModule {
  PRERENDERED_PATHS: readonly string[];
  renderPublicPage(path: string, locale: string, config: unknown): Promise<string>;
  defaultConfig(): unknown;
}

/** The built style sheets of the public entry and the right-to-left rules, as paths under the client's dist. */
function styleSheets(clientDist: string): string[] {
  const index = fs.readFileSync(path.join(clientDist, 'index.html'), 'utf8');
  const entry = [...index.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  const rtl = fs
    .readdirSync(path.join(clientDist, 'assets'))
    .filter((name) => /^rtl-[\w-]+\.css$/.test(name))
    .map((name) => `/assets/${name}`);
  if (entry.length === 0 || rtl.length !== 1) throw new Error('critical CSS: build the client first');
  return [...entry, ...rtl];
}

export function criticalCss(options: { clientDist: string; locales: readonly string[] }): Plugin {
  let outDir = '';
  return {
    name: 'critical-css',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const bundle = (await import(pathToFileURL(path.join(outDir, 'renderPublicPage.js')).href)) as PrerenderModule;
      const config = bundle.defaultConfig();
      const bodies: string[] = [];
      for (const locale of options.locales)
        for (const page of bundle.PRERENDERED_PATHS) {
          const dir = locale === 'ar' ? 'rtl' : 'ltr';
          bodies.push(
            `<div dir="${dir}" lang="${locale}">${await bundle.renderPublicPage(page, locale, config)}</div>`,
          );
        }
      const links = styleSheets(options.clientDist)
        .map((href) => `<link rel="stylesheet" href="${href}">`)
        .join('');
      const html = `<!doctype html><html lang="en" dir="ltr"><head>${links}</head><body>${bodies.join('')}</body></html>`;
      const beasties = new Beasties({
        path: options.clientDist,
        publicPath: '/',
        pruneSource: false,
        mergeStylesheets: true,
        reduceInlineStyles: false,
        fonts: false,
        keyframes: 'critical',
        compress: true,
        logLevel: 'warn',
      });
      const processed = await beasties.process(html);
      const css = [...processed.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
      if (!css) throw new Error('critical CSS: no rules kept');
      fs.writeFileSync(path.join(outDir, 'critical.css'), css);
      process.stdout.write(`Critical CSS for the prerendered pages: ${(css.length / 1024).toFixed(1)} KB\n`);
    },
  };
}
