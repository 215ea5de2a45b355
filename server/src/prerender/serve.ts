import type { Express } from 'express';
import type { AppContext } from '../context.js';
import { readPublicConfig } from '../configRoutes.js';
import { prerenderLocale } from './locale.js';
import type { PrerenderedPages } from './prerenderedPages.js';

/**
 * GET of a prerendered public page answers it in the visitor's language. Any failure falls through to the plain
 * index.html (logged), so the app still loads and renders the page itself.
 */
export function servePrerenderedPages(app: Express, pages: PrerenderedPages, ctx: AppContext): void {
  for (const pagePath of pages.paths)
    app.get(pagePath, async (req, res, next) => {
      try {
        const locale = prerenderLocale({
          query: req.query.lang,
          cookie: req.get('cookie'),
          acceptLanguage: req.get('accept-language'),
        });
        const html = await pages.html(pagePath, locale, await readPublicConfig(ctx));
        // The same address answers each language: a cache must keep them apart, and ask again each visit.
        res.set('Cache-Control', 'no-cache');
        res.vary('Accept-Language');
        res.vary('Cookie');
        res.type('html').send(html);
      } catch (error) {
        ctx.logger.warn({ err: error, path: pagePath }, 'prerendering failed; sending the plain page');
        next();
      }
    });
}
