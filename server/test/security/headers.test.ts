import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testApp.js';
import { listApiRoutes } from './apiRoutes.js';

const REFERENCE_PATHS = ['/api/openapi.json', '/api/docs'];

describe('security headers on API answers and pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends a strict CSP, no framing, nosniff, no referrer, and no caching or rendering of API data on every GET route', async () => {
    const gets = listApiRoutes(t).filter((r) => r.method === 'GET');
    for (const path of [...gets.map((r) => r.path.replace(/:\w+/g, '1')), '/home', '/admin']) {
      const res = await t.agent().get(path);
      const csp = res.headers['content-security-policy'] ?? '';
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "object-src 'none'",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ]) {
        expect(csp, `${path} ${directive}`).toContain(directive);
      }
      expect(csp, path).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(res.headers['x-frame-options'], path).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers['referrer-policy'], path).toBe('no-referrer');
      expect(res.headers['x-powered-by'], path).toBeUndefined();
      if (REFERENCE_PATHS.includes(path)) {
        // The API reference holds no data: revalidated rather than never stored, and shown rather than downloaded.
        expect(res.headers['cache-control'], path).toBe('no-cache');
        expect(res.headers['content-disposition'], path).toBeUndefined();
      } else if (path.startsWith('/api')) {
        expect(res.headers['cache-control'], path).toBe('no-store');
        expect(res.headers['content-disposition'], path).toBe('attachment; filename="api.json"');
      }
    }
  });

  it('adds HSTS and upgrade-insecure-requests only behind TLS (COOKIE_SECURE)', async () => {
    expect((await t.agent().get('/api/config')).headers['strict-transport-security']).toBeUndefined();
    const tls = await createTestApp({ COOKIE_SECURE: 'true' }, t.db);
    try {
      const res = await tls.agent().get('/api/config');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await tls.close();
    }
  });

  it('refuses bodies over 64 kB with 413 on every route', async () => {
    const big = { filler: 'x'.repeat(70_000) };
    for (const route of listApiRoutes(t).filter((r) => r.method !== 'GET')) {
      const method = route.method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete';
      const res = await t.agent()[method](route.path.replace(/:\w+/g, '1')).send(big);
      expect(res.status, route.path).toBe(413);
    }
  });
});
