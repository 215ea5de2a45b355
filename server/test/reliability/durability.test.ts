import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { samplePerson, tuteeBody } from '../samples.js';
import { TEST_ENGINE } from '../testDb.js';
import { allTutees, staffCookie } from './count.js';
import { engineData } from './engineServer.js';
import { RELIABILITY } from './flags.js';

const SUBMISSIONS = 1_000;
const CONCURRENCY = 8;
const KILL_AFTER_ACKS = 400;

describe.runIf(RELIABILITY)(`durability on ${TEST_ENGINE}`, () => {
  it(`finds every acknowledged submission after SIGKILL part-way through ${SUBMISSIONS}`, async () => {
    const data = await engineData();
    const env = { SUBMISSIONS_PER_HOUR: '1000000' };
    try {
      const server = await data.start(env);
      const acknowledged = new Map<number, string>();
      let failedAfterKill = 0;
      let next = 0;
      let killing: Promise<void> | undefined;
      const worker = async () => {
        while (next < SUBMISSIONS) {
          next += 1;
          const person = samplePerson('durable');
          try {
            const res = await fetch(`${server.url}/api/tutees`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
              body: JSON.stringify(tuteeBody(person)),
            });
            const body = (await res.json()) as { id?: number };
            if (res.status === 201 && body.id) acknowledged.set(body.id, person.firstName);
            else throw new Error(`submission answered ${res.status}`);
          } catch (error) {
            if (!killing) throw error;
            failedAfterKill += 1;
          }
          if (!killing && acknowledged.size >= KILL_AFTER_ACKS) killing = server.kill();
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      await killing;
      expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
      expect(failedAfterKill).toBeGreaterThan(0);

      const restarted = await data.start(env);
      try {
        const stored = await allTutees(restarted.url, await staffCookie(restarted.url));
        const missing = [...acknowledged].filter(([id, firstName]) => stored.get(id) !== firstName);
        expect(missing).toEqual([]);
        // What was in flight at the kill either committed whole or not at all: never a stray extra beyond those.
        expect(stored.size - acknowledged.size).toBeLessThanOrEqual(CONCURRENCY);
        // The restarted server takes new submissions on the recovered data.
        const res = await fetch(`${restarted.url}/api/tutees`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(tuteeBody()),
        });
        expect(res.status).toBe(201);
      } finally {
        await restarted.stop();
      }
    } finally {
      await data.dispose();
    }
  }, 150_000);
});
