import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { PRERENDERED_PATHS } from '@tutoring/common';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { listRoutes, routeName } from '../../test/routeWalk.js';
import { openApiPath } from './document.js';

// Pages, not API routes: the SPA's fallback answers index.html for every other GET, and the public pages are served
// prerendered once the client has been built (client/dist-ssr), as after `npm start`.
const PAGES = ['GET /{*path}', ...PRERENDERED_PATHS.map((path) => `GET ${path}`)];

function documentedRoutes(t: TestApp): string[] {
  return Object.entries(t.document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

describe('the OpenAPI document covers the declared routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every route the app answers and no route it does not', () => {
    const walked = listRoutes((t.app as unknown as { router: { stack: unknown[] } }).router)
      .map(routeName)
      .filter((name) => !PAGES.includes(name))
      .map((name) => {
        const [method, path] = name.split(' ') as [string, string];
        return `${method} ${openApiPath(path)}`;
      });
    const appRoutes = [...new Set(walked)];
    const documented = documentedRoutes(t);
    expect({
      missingFromDocument: appRoutes.filter((r) => !documented.includes(r)),
      notInApp: documented.filter((r) => !appRoutes.includes(r)),
    }).toEqual({
      missingFromDocument: [],
      notInApp: [],
    });
    expect(appRoutes.length).toBeGreaterThan(30);
  });

  it("states each route's access as its declaration does: public, the staff cookie and the role (signedIn, coordinator or admin), or the cookie optional (setupOrAdmin)", () => {
    const accesses = new Set<string>();
    for (const [path, methods] of Object.entries(t.document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const name = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        const declared = t.routes.find((route) => routeName(route) === name);
        const access = path.startsWith('/api/') ? declared?.access : 'public';
        accesses.add(String(access));
        expect(operation['x-access'], name).toBe(access);
        const security = { public: [], setupOrAdmin: [{}, { staffSession: [] }] }[String(access)];
        expect(operation.security, name).toEqual(security ?? [{ staffSession: [] }]);
        if (!security) expect(Object.keys(operation.responses as object), name).toContain('401');
        if (access === 'admin' || access === 'setupOrAdmin')
          expect(String(operation.description), name).toContain('admin role');
      }
    }
    expect([...accesses].sort()).toEqual(['admin', 'coordinator', 'public', 'setupOrAdmin', 'signedIn']);
  });

  it('is OpenAPI 3.1 whose every schema compiles and every reference resolves', () => {
    expect(t.document.openapi).toBe('3.1.0');
    const text = JSON.stringify(t.document);
    for (const [, id] of text.matchAll(/"#\/components\/schemas\/(\w+)"/g))
      expect(t.document.components.schemas, id).toHaveProperty(id!);
    const ajv = new Ajv2020({ strict: true });
    const definitions = JSON.parse(
      JSON.stringify(t.document.components.schemas).replaceAll('"#/components/schemas/', '"#/$defs/'),
    );
    for (const name of Object.keys(t.document.components.schemas))
      expect(() => ajv.compile({ $ref: `#/$defs/${name}`, $defs: definitions }), name).not.toThrow();
  });

  it('takes its request schemas from the zod schemas the routes parse with (a submission names termsVersion)', () => {
    const body = (
      t.document.paths['/api/tutees']?.post as {
        requestBody: { content: Record<string, { schema: { required: string[]; properties: object } }> };
      }
    ).requestBody;
    const schema = body.content['application/json']!.schema;
    expect(schema.required).toEqual(expect.arrayContaining(['firstName', 'subject1']));
    // Optional: the original client sends none and is taken as accepting the current terms.
    expect(schema.properties).toHaveProperty('termsVersion');
    expect(schema.required).not.toContain('termsVersion');
  });

  it('serves the document at /api/openapi.json, publicly, as JSON to read (not a download)', async () => {
    const res = await t.agent().get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/json');
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.body).toEqual(JSON.parse(JSON.stringify(t.document)));
  });

  it('serves /api/docs as a page whose scripts are files of this site (the CSP allows no inline script)', async () => {
    const res = await t.agent().get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const scripts = [...res.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(inline).toBe('');
      const src = /src="([^"]+)"/.exec(attributes!)?.[1];
      const asset = await t.agent().get(src!);
      expect(asset.status, src).toBe(200);
      expect(asset.type, src).toBe('text/javascript');
    }
    const css = /href="([^"]+\.css)"/.exec(res.text)?.[1];
    expect((await t.agent().get(css!)).type).toBe('text/css');
  });

  it('serves only the viewer files the page uses, not the rest of the package', async () => {
    for (const path of [
      '/api/docs/assets/package.json',
      '/api/docs/assets/index.html',
      '/api/docs/assets/../package.json',
    ]) {
      expect((await t.agent().get(path)).status, path).toBe(404);
    }
  });
});
