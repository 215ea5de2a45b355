import fs from 'node:fs';
import bcrypt from 'bcryptjs';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { AppError } from '../http/errors.js';
import { HashPool } from './hashPool.js';

describe('the password hash pool', () => {
  let t: TestApp | undefined;
  const pools: HashPool[] = [];
  afterEach(async () => {
    await t?.close();
    t = undefined;
    await Promise.all(pools.splice(0).map((pool) => pool.close()));
  });
  const pool = (size?: number) => {
    const made = new HashPool(size);
    pools.push(made);
    return made;
  };

  it('hashes and compares on worker threads, as bcryptjs does, and counts what it did', async () => {
    const hashes = pool(2);
    const hash = await hashes.hash('a long password', 4);
    expect(bcrypt.compareSync('a long password', hash)).toBe(true);
    expect(await hashes.compare('a long password', hash)).toBe(true);
    expect(await hashes.compare('another password', hash)).toBe(false);
    expect(hashes.completed).toEqual({ hash: 1, compare: 2 });
  });

  it.runIf(process.platform === 'linux')(
    'runs its workers at a lower CPU priority than the event loop (Linux: per-thread nice)',
    async () => {
      const niceOf = (task: string) =>
        Number(fs.readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1]?.split(' ')[16]);
      const before = new Set(fs.readdirSync('/proc/self/task'));
      const hashes = pool(1);
      await hashes.hash('x', 4);
      const added = fs.readdirSync('/proc/self/task').filter((task) => !before.has(task));
      expect(Math.max(...added.map(niceOf))).toBeGreaterThan(niceOf(String(process.pid)));
    },
  );

  it('keeps the event loop free: GET /api/config answers at once while sign-ins hash at cost 12', async () => {
    t = await createTestApp({ BCRYPT_COST: '12' });
    const app = t;
    const comparedBefore = app.ctx.auth.hashPool.completed.compare;
    // Unknown usernames: each is a full-cost comparison against the decoy hash.
    const signIns = Array.from({ length: 4 }, (_, i) =>
      app
        .agent()
        .post('/api/user/login')
        .send({ username: `nobody${i}`, password: 'a guess' })
        .then((res) => res.status),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const times: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      expect((await app.agent().get('/api/config')).status).toBe(200);
      times.push(performance.now() - started);
    }
    const stillHashing = app.ctx.auth.hashPool.completed.compare < comparedBefore + 4;
    expect(await Promise.all(signIns)).toEqual([401, 401, 401, 401]);
    // Before the pool, each answer waited behind the sign-ins' hashing (seconds at cost 12).
    times.sort((a, b) => a - b);
    expect(stillHashing).toBe(true);
    expect(times[2]).toBeLessThan(100);
  });

  it('refuses work beyond its bounded queue with 503 instead of queueing minutes of hashing', async () => {
    const hashes = pool(1);
    const slow = bcrypt.hashSync('x', 10);
    const queued = Array.from({ length: 65 }, () => hashes.compare('guess', slow).catch((error: unknown) => error));
    const refused = await hashes.compare('guess', slow).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(503);
    await hashes.close();
    // close() ends the workers and rejects what waited.
    expect((await Promise.all(queued)).filter((result) => result instanceof Error).length).toBeGreaterThan(60);
    await expect(hashes.hash('x', 4)).rejects.toThrow(/closed/);
  });
});
