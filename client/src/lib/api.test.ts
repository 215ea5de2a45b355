import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApi, fieldErrorsOf, messageOf, statusOf } from './api';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

describe('the HTTP client, against a real server', () => {
  let server: http.Server;
  let base: string;
  const seen: Seen[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
        if (req.url?.startsWith('/api/refused')) {
          res.writeHead(400, { 'Content-Type': 'application/json; charset=utf-8' });
          res.end(
            JSON.stringify({ error: { message: 'Choose the grade', fieldErrors: { grade: ['Choose the grade'] } } }),
          );
        } else if (req.url?.startsWith('/api/gateway')) {
          res.writeHead(502, { 'Content-Type': 'text/html' });
          res.end('<h1>Bad gateway</h1>');
        } else {
          res.writeHead(200, { 'Content-Type': 'application/json', 'X-Total-Count': '51' });
          res.end(JSON.stringify({ ok: true }));
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends GET parameters in the query, skipping empty ones, and answers data, status and lower-case headers', async () => {
    const res = await createApi(base).get('/tutees/active', {
      params: { limit: 50, q: 'Amina Y', after: undefined, capped: false },
    });
    expect(res).toEqual({
      data: { ok: true },
      status: 200,
      headers: expect.objectContaining({ 'x-total-count': '51' }),
    });
    const request = seen.at(-1)!;
    expect(request.url).toBe('/api/tutees/active?limit=50&q=Amina+Y&capped=false');
    expect(request.headers['content-type']).toBeUndefined();
  });

  it('sends bodies as JSON with the given headers, an undefined one left out', async () => {
    await createApi(base).post(
      '/tutees',
      { firstName: 'Amina' },
      { headers: { 'Idempotency-Key': 'k-1', 'X-Unset': undefined } },
    );
    const request = seen.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', body: '{"firstName":"Amina"}' });
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['idempotency-key']).toBe('k-1');
    expect(request.headers['x-unset']).toBeUndefined();
    await createApi(base).delete('/tutees/1/do-not-pair/2', { data: {} });
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', body: '{}' });
  });

  it("throws the server's status, message and field errors on a refusal", async () => {
    const error = await createApi(base)
      .put('/refused', { grade: '' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(statusOf(error)).toBe(400);
    expect(messageOf(error, 'fallback')).toBe('Choose the grade');
    expect(fieldErrorsOf(error)).toEqual({ grade: ['Choose the grade'] });
  });

  it("falls back to the caller's message when the answer is not ours, or never came", async () => {
    const gateway = await createApi(base)
      .get('/gateway')
      .catch((e: unknown) => e);
    expect(statusOf(gateway)).toBe(502);
    expect(messageOf(gateway, 'Please try again.')).toBe('Please try again.');
    expect(fieldErrorsOf(gateway)).toEqual({});
    const unreachable = await createApi('http://127.0.0.1:1/api')
      .get('/config')
      .catch((e: unknown) => e);
    expect(unreachable).toBeInstanceOf(ApiError);
    expect(statusOf(unreachable)).toBeUndefined();
    expect(messageOf(unreachable, 'Please try again.')).toBe('Please try again.');
    expect(messageOf(new Error('not ours'), 'Please try again.')).toBe('Please try again.');
  });
});
