// The public pages families arrive on, sent as finished HTML in the visitor's language (docs/adr/0005): the markup of
// the browser's first render, drawn by the client's own components (client/src/prerender, built into
// client/dist-ssr), the style rules that markup uses inline, and the full style sheet and the app after it. A slow
// phone paints the heading and the first questions as soon as the page arrives; the app then replaces the markup with
// its identical first render.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DEFERRED_STYLE_ATTRIBUTE,
  EMBEDDED_CATALOGUE_ID,
  EMBEDDED_CONFIG_ID,
  localeOf,
  PRERENDERED_PATHS,
  type CompiledCatalogue,
  type LocaleCode,
  type PublicConfigDto,
} from '@tutoring/common';

interface RenderModule {
  renderPublicPage(path: string, locale: string, config: PublicConfigDto): Promise<string>;
  publicCatalogue(locale: string): Promise<CompiledCatalogue>;
}

export interface PrerenderedPages {
  /** the paths prerendered (routes match them case-insensitively) */
  paths: readonly string[];
  /** the CSP source that allows the inline critical style sheet ('sha256-...') */
  styleSource: string;
  /** the page at `pagePath` in `locale`, drawn with these settings */
  html(pagePath: string, locale: LocaleCode, config: PublicConfigDto): Promise<string>;
}

/** Kept pages: a handful of pages in nine languages; the settings change rarely, so the key's config part too. */
const CACHE_LIMIT = 64;

/** JSON inside `<script type="application/json">`: no `<` can close the element early. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The built page's pieces the prerendered page rearranges. */
function shell(clientDist: string) {
  const index = fs.readFileSync(path.join(clientDist, 'index.html'), 'utf8');
  const styleLinks = [...index.matchAll(/\s*<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
  if (!index.includes('<div id="root"></div>') || styleLinks.length === 0) throw new Error('unexpected index.html');
  let head = index;
  for (const link of styleLinks) head = head.replace(link, '');
  const assets = fs.readdirSync(path.join(clientDist, 'assets'));
  const named = (pattern: RegExp) => assets.filter((name) => pattern.test(name)).map((name) => `/assets/${name}`);
  const rtl = (code: LocaleCode) => localeOf(code).dir === 'rtl';
  const sheets = styleLinks.map((link) => /href="([^"]+)"/.exec(link)?.[1] ?? '');
  const rtlSheets = named(/^rtl-[\w-]{8}\.css$/);
  // The sheets without an address (the app gives them one once its script has arrived, see DEFERRED_STYLE_ATTRIBUTE),
  // so their bytes do not compete with the script's: the inline critical CSS, right-to-left rules included, styles
  // the page and the app's first render until then.
  const localeStyles = (code: LocaleCode) =>
    [...sheets, ...(rtl(code) ? rtlSheets : [])]
      .map((href) => `<link rel="stylesheet" crossorigin media="print" ${DEFERRED_STYLE_ATTRIBUTE}="${href}">`)
      .join('');
  return { head, localeStyles };
}

/**
 * The prerendered pages of the built client, or null when the build has none (a client built before them, or API
 * tests without a build): every path then gets the plain index.html, as before.
 */
export function loadPrerenderedPages(clientDist: string, ssrDist: string): PrerenderedPages | null {
  const criticalFile = path.join(ssrDist, 'critical.css');
  const moduleFile = path.join(ssrDist, 'renderPublicPage.js');
  if (!fs.existsSync(criticalFile) || !fs.existsSync(moduleFile) || !fs.existsSync(path.join(clientDist, 'index.html')))
    return null;
  const critical = fs.readFileSync(criticalFile, 'utf8');
  const styleSource = `'sha256-${crypto.createHash('sha256').update(critical).digest('base64')}'`;
  const { head, localeStyles } = shell(clientDist);
  // Loaded at the first prerendered request, so a server start does not wait for it.
  let render: Promise<RenderModule> | undefined;
  const cache = new Map<string, string>();

  return {
    paths: PRERENDERED_PATHS,
    styleSource,
    async html(pagePath, locale, config) {
      const key = `${pagePath}\n${locale}\n${JSON.stringify(config)}`;
      const kept = cache.get(key);
      if (kept) return kept;
      render ??= import(pathToFileURL(moduleFile).href) as Promise<RenderModule>;
      const renderer = await render;
      const markup = await renderer.renderPublicPage(pagePath, locale, config);
      // The language's catalogue last (the page paints before it has arrived): the app's first render reads it from
      // the page instead of fetching it after the page, beside its script (src/i18n/embeddedCatalogue.ts).
      const catalogue = `<script type="application/json" id="${EMBEDDED_CATALOGUE_ID}" data-locale="${locale}">${jsonForScript(await renderer.publicCatalogue(locale))}</script>`;
      const page = head
        .replace(/<html lang="en">/, `<html lang="${locale}" dir="${localeOf(locale).dir}">`)
        .replace('</head>', `<style>${critical}</style></head>`)
        .replace(
          '<div id="root"></div>',
          // The full style sheets after the markup, deferred: the page is painted and the app runs without them.
          `<div id="root">${markup}</div><script type="application/json" id="${EMBEDDED_CONFIG_ID}">${jsonForScript(config)}</script>${localeStyles(locale)}${catalogue}`,
        );
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(key, page);
      return page;
    },
  };
}
