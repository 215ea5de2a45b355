import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import helmet from 'helmet';
import type { AppContext } from './context.js';
import { createPassport } from './auth/passport.js';
import { staffMfaPolicy } from './auth/mfa/policy.js';
import { absoluteTimeout, createSessionMiddleware, sessionCookieName } from './auth/session.js';
import { createHealthRouter, HEALTH_OPERATIONS } from './health/router.js';
import { createApiRouter } from './http/apiRouter.js';
import type { ApiRoute } from './http/apiRoute.js';
import { errorHandler } from './http/errorHandler.js';
import { rejectAmbiguousPaths } from './http/pathGuard.js';
import { sameOriginJsonOnly } from './http/sameOrigin.js';
import { precompressedFiles, sendPrecompressed } from './http/precompressed.js';
import { rejectNulBytes } from './http/rejectNulBytes.js';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi/document.js';
import { requestLogger } from './http/requestLogger.js';
import { apiRoutes } from './routes.js';
import { loadPrerenderedPages } from './prerender/prerenderedPages.js';
import { servePrerenderedPages } from './prerender/serve.js';

const CLIENT_DIST = fileURLToPath(new URL('../../client/dist', import.meta.url));
/** The client's server-side build: the prerender of the public pages and their critical CSS. */
const CLIENT_SSR_DIST = fileURLToPath(new URL('../../client/dist-ssr', import.meta.url));
/**
 * Brotli at quality 3 with a 256 KB window. Quality 4, the compression middleware's default, sets up far more working
 * memory for every answer: on a 68 KB staff list page it took 1.8-2.4 ms of CPU, half of it in the kernel faulting
 * fresh pages in, against 0.3-0.4 ms at quality 3 for 5 % more bytes (5,984 against 5,695). The window holds every
 * page, profile and the OpenAPI document; each encoder then holds far less than the 6.5 MB of the default 4 MB window,
 * which the allocator of the thread pool's threads keeps long after (docs/benchmarks.md).
 */
const BROTLI_PARAMS = { [zlibConstants.BROTLI_PARAM_QUALITY]: 3, [zlibConstants.BROTLI_PARAM_LGWIN]: 18 };

export interface BuiltApp {
  app: Express;
  /** every /api route, as declared */
  routes: readonly ApiRoute[];
  /** the OpenAPI document of those routes and the health checks, as GET /api/openapi.json serves it */
  document: OpenApiDocument;
  /** stops background timers (session pruning) */
  close(): void;
}

export function createApp(ctx: AppContext): BuiltApp {
  const { config, db, logger } = ctx;
  const app = express();
  app.disable('x-powered-by');
  if (config.TRUST_PROXY) app.set('trust proxy', config.TRUST_PROXY);
  if (config.TLS_TERMINATED_BY_PROXY) takeEveryRequestAsHttps(app);
  const prerendered = loadPrerenderedPages(CLIENT_DIST, CLIENT_SSR_DIST);

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // The prerendered pages' inline critical CSS, by its hash: no other inline style is allowed.
          styleSrc: ["'self'", ...(prerendered ? [prerendered.styleSource] : [])],
          imgSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          baseUri: ["'self'"],
          upgradeInsecureRequests: config.COOKIE_SECURE ? [] : null,
        },
      },
      strictTransportSecurity: config.COOKIE_SECURE,
    }),
  );
  // Before anything reads the path: no second spelling of a path (`//`, `/./`, `%2F`) reaches a route.
  app.use(rejectAmbiguousPaths);
  // Before the request log: a load balancer's probes every few seconds would drown it.
  app.use(createHealthRouter(ctx));
  app.use(requestLogger(logger));
  // Gzip or brotli, as the client accepts, for API answers and the SPA's files (the match page's candidate groups
  // and the JS shrink to a fraction). Streamed lists stay streamed: each write goes through the compressor as it
  // comes. No secret token is ever in an answer body, and the SameSite=Lax cookie is not sent on cross-site
  // subresource requests, so compression gives no length oracle (BREACH). The SPA's files are compressed at build
  // (client/scripts/precompress.ts) and sent as they are. DISABLE_COMPRESSION leaves compressing to a proxy in front.
  if (!config.DISABLE_COMPRESSION) app.use(compression({ brotli: { params: BROTLI_PARAMS } }));

  const sessions = createSessionMiddleware(config, db);
  const passportInstance = createPassport(db, ctx.auth, staffMfaPolicy(config), sessions.store);
  const routes = apiRoutes(ctx, passportInstance, () => document);
  const document = buildOpenApiDocument([...routes, ...HEALTH_OPERATIONS], sessionCookieName(config.COOKIE_SECURE));
  const apiMiddleware: RequestHandler[] = [
    express.json({ limit: '64kb' }),
    sameOriginJsonOnly(config.ALLOWED_ORIGINS),
    rejectNulBytes,
    sessions.middleware,
    absoluteTimeout(config),
    // @types/passport answers its middleware as any.
    passportInstance.session() as RequestHandler,
  ];
  app.use('/api', createApiRouter(routes, apiMiddleware));

  if (prerendered) servePrerenderedPages(app, prerendered, ctx);
  serveClient(app, !config.DISABLE_COMPRESSION);
  app.use(errorHandler(logger));
  return { app, routes, document, close: () => sessions.store.close() };
}

/**
 * The operator says TLS ends at a proxy that cannot say so per request (no X-Forwarded-Proto): without this,
 * express-session would see plain HTTP and withhold the Secure cookie, and the same-origin check would expect an
 * http:// Origin. Only this app's requests are changed (Express gives each app its own request prototype).
 */
function takeEveryRequestAsHttps(app: Express): void {
  Object.defineProperty(app.request, 'protocol', { configurable: true, enumerable: true, get: () => 'https' });
}

/** The built SPA: hashed assets cached for a year, every other path answered with index.html; each file as its
 * precompressed copy when the browser accepts one (and `precompressed` is on). */
function serveClient(app: Express, precompressed: boolean): void {
  const indexHtml = path.join(CLIENT_DIST, 'index.html');
  const assetsDir = path.join(CLIENT_DIST, 'assets');
  const assetCache = { immutable: true, maxAge: '1y' };
  const compressedAssets = precompressed ? [precompressedFiles(assetsDir, assetCache)] : [];
  app.use('/assets', ...compressedAssets, express.static(assetsDir, assetCache), (_req: Request, res: Response) => {
    // A missing build file is plainly not found: an old page asking for an asset of an earlier build, say.
    res.status(404).type('text').send('Not found');
  });
  if (precompressed) app.use(precompressedFiles(CLIENT_DIST));
  app.use(express.static(CLIENT_DIST, { index: false }));
  app.get('/{*path}', (req, res, next) => {
    if (!fs.existsSync(indexHtml)) {
      res.status(503).type('text').send('The client is not built yet. Run `npm run build`.');
      return;
    }
    res.set('Cache-Control', 'no-cache');
    if (precompressed && sendPrecompressed(req, res, indexHtml, {}, next)) return;
    res.sendFile(indexHtml);
  });
}
