import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import { STUDENT_TERMS } from '@tutoring/common';
import { sessionCookieOf } from '../../test/sessionCookie.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { BATCH_SIZE } from '../db/batches.js';

const ROWS = BATCH_SIZE * 2 + 17;

/** A raw GET that keeps the compressed bytes and notes when each chunk arrived. */
function rawGet(app: http.RequestListener, path: string, headers: Record<string, string>) {
  const server = http.createServer(app);
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer; chunks: number }>((resolve, reject) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      http
        .get({ host: '127.0.0.1', port, path, headers }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (chunk: Buffer) => parts.push(chunk));
          res.on('end', () => {
            server.close();
            resolve({ headers: res.headers, body: Buffer.concat(parts), chunks: parts.length });
          });
        })
        .on('error', reject);
    });
  });
}

/**
 * The window an encoder chose, read from the first bits of its stream (RFC 7932, section 9.1): 16 bits, or 17 + n for
 * n in 1-7. Streams with other windows (10-15 or 17 bits) answer 0 here.
 */
function brotliWindowBits(stream: Buffer): number {
  const first = stream[0] ?? 0;
  if ((first & 1) === 0) return 16;
  const n = (first >> 1) & 7;
  return n === 0 ? 0 : 17 + n;
}

describe('compressed answers', () => {
  let t: TestApp;
  let staff: TestAgent;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.staffAgent('compression');
    await t.db.query(
      `INSERT INTO tutees (submitter, first_name, last_name, email_guardian, phone, grade, school, subject_1, subject_2, subject_3,
         subject_details, terms_version, terms_accepted_at)
       SELECT 'ParentOrGuardian', 'Bulk' || n, 'Tutee', 'bulk' || n || '@family.example', '507-555-0111', '4th', 'Lincoln Elementary',
              'K5_Math', 'K5_Reading', 'K5_Science', 'Homework help', $2, now()
       FROM generate_series(1, $1::int) AS n`,
      [ROWS, STUDENT_TERMS.version],
    );
    const login = await t
      .agent()
      .post('/api/user/login')
      .send({ username: 'compression', password: 'staff password 123' })
      .expect(200);
    cookie = sessionCookieOf(login).split(';')[0] ?? '';
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gzips an API answer for a client that accepts gzip, and sends it plain to one that does not', async () => {
    const gzipped = await staff.get('/api/tutees?limit=50').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['vary']).toMatch(/Accept-Encoding/i);
    const plain = await staff.get('/api/tutees?limit=50').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.body).toEqual(plain.body);
  });

  it('streams an unpaged list through brotli: chunked, several chunks, and the same JSON once decoded', async () => {
    const res = await rawGet(t.app, '/api/tutees', { 'Accept-Encoding': 'br', Cookie: cookie });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['x-total-count']).toBe(String(ROWS));
    expect(res.chunks).toBeGreaterThan(1);
    const list = JSON.parse(zlib.brotliDecompressSync(res.body).toString('utf8')) as { tutee_firstname: string }[];
    expect(list).toHaveLength(ROWS);
    const raw = (await staff.get('/api/tutees').set('Accept-Encoding', 'identity').expect(200)).text;
    expect(res.body.length).toBeLessThan(raw.length / 5);
    // a 256 KB window, not the default 4 MB: the encoder of each answer holds about 1.5 MB, not 6.5
    expect(brotliWindowBits(res.body)).toBe(18);
  });

  it('sends everything uncompressed with DISABLE_COMPRESSION (a compressing proxy in front)', async () => {
    const plainApp = await createTestApp({ DISABLE_COMPRESSION: 'true' }, t.db);
    try {
      const res = await rawGet(plainApp.app, '/api/tutees', { 'Accept-Encoding': 'br, gzip', Cookie: cookie });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect((JSON.parse(res.body.toString('utf8')) as unknown[]).length).toBe(ROWS);
    } finally {
      await plainApp.close();
    }
  });

  it('leaves small answers alone', async () => {
    const res = await t.agent().get('/api/config').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
