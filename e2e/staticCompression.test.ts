import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './support/paths.js';
import { startServerProcess, type ServerProcess } from './support/server.js';

const DIST = path.join(ROOT, 'client/dist');

function rawGet(
  url: string,
  acceptEncoding: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (chunk: Buffer) => parts.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      })
      .on('error', reject);
  });
}

const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync } as const;

describe('the built client files are precompressed and sent as the browser accepts', () => {
  let server: ServerProcess;
  let entryScript: string;
  let entryStyle: string;
  beforeAll(async () => {
    server = await startServerProcess({}, undefined, { fromTemplate: true });
    const index = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
    entryScript = /<script type="module" crossorigin src="([^"]+)"/.exec(index)?.[1] ?? '';
    entryStyle = /<link rel="stylesheet" crossorigin href="([^"]+)"/.exec(index)?.[1] ?? '';
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it('the build wrote a smaller .br and .gz beside every script and style sheet', () => {
    const assets = fs.readdirSync(path.join(DIST, 'assets')).filter((name) => /\.(js|css)$/.test(name));
    expect(assets.length).toBeGreaterThan(5);
    for (const name of assets) {
      const file = path.join(DIST, 'assets', name);
      const size = fs.statSync(file).size;
      if (size < 1024) continue;
      for (const suffix of ['.br', '.gz']) expect(fs.statSync(file + suffix).size, name + suffix).toBeLessThan(size);
    }
  });

  it.each([
    ['br', 'gzip, deflate, br, zstd'],
    ['gzip', 'gzip, deflate'],
  ] as const)(
    'sends the %s copy of the entry script and of index.html, with Vary, decoding to the file itself',
    async (encoding, accept) => {
      for (const [url, type] of [
        [entryScript, /^text\/javascript/],
        [entryStyle, /^text\/css/],
      ] as const) {
        const res = await rawGet(`${server.url}${url}`, accept);
        expect(res.status, url).toBe(200);
        expect(res.headers['content-encoding'], url).toBe(encoding);
        expect(res.headers['vary'], url).toMatch(/Accept-Encoding/i);
        expect(res.headers['content-type'], url).toMatch(type);
        expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
        expect(Number(res.headers['content-length']), url).toBe(res.body.length);
        expect(decode[encoding](res.body).equals(fs.readFileSync(path.join(DIST, url))), url).toBe(true);
      }
      // The page itself (index.html, under 1 KB) has no copy: sent as it is, still saying it varies.
      const page = await rawGet(`${server.url}/home`, accept);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['vary']).toMatch(/Accept-Encoding/i);
    },
  );

  it('sends the file as it is to a client that accepts no compression', async () => {
    for (const accept of ['identity', '']) {
      const res = await rawGet(`${server.url}${entryScript}`, accept);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(res.body.equals(fs.readFileSync(path.join(DIST, entryScript)))).toBe(true);
    }
  });

  it('prefers what the client prefers, and never a copy it refused', async () => {
    expect((await rawGet(`${server.url}${entryScript}`, 'br;q=0.5, gzip')).headers['content-encoding']).toBe('gzip');
    expect(
      (await rawGet(`${server.url}${entryScript}`, 'br;q=0, gzip;q=0')).headers['content-encoding'],
    ).toBeUndefined();
  });

  it('answers a missing asset 404, and a path out of the folder is not read', async () => {
    expect((await rawGet(`${server.url}/assets/missing-1234.js`, 'br')).status).toBe(404);
    const outside = await rawGet(`${server.url}/assets/..%2f..%2fpackage.json`, 'br');
    expect(outside.body.toString()).not.toContain('"name"');
  });
});
