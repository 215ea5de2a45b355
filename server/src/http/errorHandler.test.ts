import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp.js';

const CANNOT_READ = { error: { message: 'The request body could not be read.' } };

// Issue 25 item 3: a body that says it is gzip but does not inflate is the caller's fault, not the server's.
describe('compressed request bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The bytes as they are: send() would serialise a Buffer as JSON. */
  const postGzip = (bytes: Buffer) => {
    const req = t
      .agent()
      .post('/api/user/login')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip');
    req.write(bytes);
    return req;
  };

  it('answers 400 to a body that is not gzip at all', async () => {
    const res = await postGzip(Buffer.from('this is not gzip, only says so'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(CANNOT_READ);
  });

  it('answers 400 to a truncated gzip body', async () => {
    const whole = zlib.gzipSync(JSON.stringify({ username: 'kim', password: 'x'.repeat(200) }));
    const res = await postGzip(whole.subarray(0, whole.length - 12));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(CANNOT_READ);
  });

  it('still reads a sound gzip body', async () => {
    const res = await postGzip(zlib.gzipSync(JSON.stringify({ username: 'nobody', password: 'not the password' })));
    expect(res.status).toBe(401);
  });
});
