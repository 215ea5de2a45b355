import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';
import { apiErrorSchema } from '@tutoring/common';
import type { ApiRoute } from '../http/apiRoute.js';
import type { OpenApiDocument } from './document.js';

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

// The viewer's files the page loads from its package; start.js is ours.
const VIEWER_FILES: readonly string[] = ['swagger-ui.css', 'swagger-ui-bundle.js'];

const TAG = 'Reference';

/**
 * GET /api/openapi.json (the OpenAPI 3.1 document, generated once from the route declarations) and GET /api/docs (that
 * document rendered by Swagger UI) with its files. Public: it holds no data, and integrators need it. The viewer is
 * loaded on this page only, never by the client's bundle.
 */
export function referenceRoutes(documentOf: () => OpenApiDocument): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/openapi.json',
      access: 'public',
      page: true,
      tag: TAG,
      summary: 'This document',
      responses: { 200: { description: 'the OpenAPI 3.1 document', mediaType: 'application/json' } },
      handler: (_req, res) => {
        res.set('Cache-Control', 'no-cache').json(documentOf());
      },
    },
    {
      method: 'GET',
      path: '/api/docs',
      access: 'public',
      page: true,
      tag: TAG,
      summary: 'This document for people, rendered by Swagger UI',
      responses: { 200: { description: 'an HTML page', mediaType: 'text/html' } },
      handler: (_req, res) => {
        res.set('Cache-Control', 'no-cache').type('html').send(PAGE);
      },
    },
    {
      method: 'GET',
      path: '/api/docs/assets/:file',
      access: 'public',
      page: true,
      tag: TAG,
      summary: "A file of the reference page: only the viewer's files the page loads, never the rest of its package",
      params: z.object({ file: z.enum(['start.js', ...VIEWER_FILES]) }),
      responses: {
        200: { description: 'a script or the style sheet', mediaType: ['text/javascript', 'text/css'] },
        404: { description: 'not a file of the page', json: apiErrorSchema },
      },
      handler: (req, res, next) => {
        const name = String(req.params.file);
        if (name === 'start.js')
          return void res.set('Cache-Control', ASSET_CACHE).type('text/javascript').send(START_SCRIPT);
        // Not a file of the page: the API's own 404.
        if (!VIEWER_FILES.includes(name)) return next();
        res.set('Cache-Control', ASSET_CACHE).sendFile(path.join(VIEWER_DIR, name));
      },
    },
  ];
}
