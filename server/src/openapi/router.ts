import { createRequire } from 'node:module';
import path from 'node:path';
import { Router, type RequestHandler } from 'express';
import type { Config } from '../config.js';
import { sessionCookieName } from '../auth/session.js';
import { buildOpenApiDocument } from './document.js';
import { API_OPERATIONS } from './operations.js';

const VIEWER_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

// Our own start script, a file rather than inline code so the site's CSP (script-src 'self') holds on this page too.
// Only GET requests may be tried from the page: a reference is no place to change records by accident.
const START_SCRIPT = `window.addEventListener('load', function () {
  window.SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#reference',
    deepLinking: true,
    validatorUrl: null,
    supportedSubmitMethods: ['get'],
    defaultModelsExpandDepth: 0,
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · Tutoring matching</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<main id="reference"><p>Loading the API reference… It needs JavaScript; the same document is at <a href="/api/openapi.json">/api/openapi.json</a>.</p></main>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/start.js"></script>
</body>
</html>
`;

// The viewer's files are not content-hashed, so a browser revalidates them daily (ETag) rather than keeping them a year.
const ASSET_CACHE = 'public, max-age=86400';

/** Only the viewer files the page loads, never the rest of the package folder. */
const viewerAssets: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  if (req.path === '/start.js') {
    res.set('Cache-Control', ASSET_CACHE).type('text/javascript').send(START_SCRIPT);
    return;
  }
  const file = { '/swagger-ui.css': 'swagger-ui.css', '/swagger-ui-bundle.js': 'swagger-ui-bundle.js' }[req.path];
  if (!file) return next();
  res.set('Cache-Control', ASSET_CACHE).sendFile(path.join(VIEWER_DIR, file));
};

/**
 * GET /api/openapi.json (the OpenAPI 3.1 document, generated once from the route schemas) and GET /api/docs (that
 * document rendered by Swagger UI). Public: it holds no data, and integrators need it. The viewer is loaded on this
 * page only, never by the client's bundle.
 */
export function createApiReferenceRouter(config: Config): Router {
  const document = buildOpenApiDocument(API_OPERATIONS, sessionCookieName(config.COOKIE_SECURE));
  const router = Router();
  router.get('/openapi.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(document);
  });
  router.get('/docs', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('html').send(PAGE);
  });
  router.use('/docs/assets', viewerAssets);
  return router;
}
