import bcrypt from 'bcryptjs';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp.js';

const REGISTERED_LIMIT = 'Too many registration attempts. Please wait a few minutes and try again.';

describe('POST /api/user/register: refused calls cost nothing and are limited', () => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  const intruder = (n = 0) =>
    t
      .agent()
      .post('/api/user/register')
      .send({ username: `intruder${n}`, password: 'long enough password' });

  it('refuses a signed-out call once staff exist without hashing the password: far faster than one hash', async () => {
    // Cost 11: one bcryptjs hash takes about 0.15 s here, so a call that hashed could not answer in a third of it.
    t = await createTestApp({ BCRYPT_COST: '11' });
    await t.staffAgent('first');
    // The fastest of three, so a busy moment of the shared machine does not inflate the yardstick.
    let hashMs = Infinity;
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      bcrypt.hashSync('one real hash', 11);
      hashMs = Math.min(hashMs, performance.now() - started);
    }
    await intruder().expect(403); // warms up the route
    const hashedBefore = t.ctx.auth.hashPool.completed.hash;
    const times: number[] = [];
    for (let i = 1; i <= 3; i += 1) {
      const began = performance.now();
      expect((await intruder(i)).status).toBe(403);
      times.push(performance.now() - began);
    }
    times.sort((a, b) => a - b);
    expect(times[1]).toBeLessThan(hashMs / 3);
    // The hash pool's own count: none of the refused calls hashed anything.
    expect(t.ctx.auth.hashPool.completed.hash).toBe(hashedBefore);
  });

  it('answers 429 after LOGIN_MAX_FAILURES refused calls from one address, and counts nothing for signed-in staff', async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: '3' });
    const staff = await t.staffAgent('first');
    for (let i = 0; i < 3; i += 1) expect((await intruder(i)).status).toBe(403);
    const limited = await intruder(9);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: { message: REGISTERED_LIMIT } });
    // Staff adding colleagues from the same address are not refused.
    for (let i = 0; i < 4; i += 1) {
      expect(
        (await staff.post('/api/user/register').send({ username: `colleague${i}`, password: 'long enough password' }))
          .status,
      ).toBe(201);
    }
  });
});
