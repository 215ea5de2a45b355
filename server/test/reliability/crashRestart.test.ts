import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../../e2e/support/server.js';
import { samplePerson, tuteeBody } from '../samples.js';
import { TEST_ENGINE } from '../testDb.js';
import { allTutees, staffCookie } from './count.js';
import { engineData } from './engineServer.js';
import { RELIABILITY } from './flags.js';

const ROUNDS = 6;
const CONCURRENCY = 4;
const ACKS_PER_ROUND = 10;
const IN_USE =
  /The data folder .+ is already in use by another server process \(pid (\d+)\)\. Stop that process first, or set DATA_DIR/;

/** Sends applications until the server stops answering; collects every acknowledged (201) one as id -> first name. */
async function submitUntilKilled(
  server: ServerProcess,
  acknowledged: Map<number, string>,
  onAck: () => void,
): Promise<void> {
  const worker = async () => {
    for (;;) {
      const person = samplePerson('crash');
      try {
        const res = await fetch(`${server.url}/api/tutees`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
          body: JSON.stringify(tuteeBody(person)),
        });
        const body = (await res.json()) as { id?: number };
        if (res.status !== 201 || !body.id) throw new Error(`submission answered ${res.status}`);
        acknowledged.set(body.id, person.firstName);
        onAck();
      } catch (error) {
        // Refused or cut off: the server was killed, which ends this round.
        if (server.child.exitCode === null && server.child.signalCode === null && !server.child.killed) throw error;
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

// The embedded database guards its folder with a lock the kernel frees when the process dies.
describe.runIf(RELIABILITY && TEST_ENGINE === 'pglite')('the embedded data folder after crashes', () => {
  it(`comes up after each of ${ROUNDS} kill -9 during writes and immediate restarts, with every acknowledged application`, async () => {
    const data = await engineData();
    const env = { SUBMISSIONS_PER_HOUR: '1000000' };
    const acknowledged = new Map<number, string>();
    try {
      let server = await data.start(env);
      for (let round = 0; round < ROUNDS; round += 1) {
        const before = acknowledged.size;
        const current = server;
        await submitUntilKilled(current, acknowledged, () => {
          // Killed mid-writes, and the next server started at once: not after the kill is reaped.
          if (acknowledged.size - before >= ACKS_PER_ROUND && !current.child.killed) current.child.kill('SIGKILL');
        });
        server = await data.start(env);
      }
      await server.stop();
      expect(acknowledged.size).toBeGreaterThanOrEqual(ROUNDS * ACKS_PER_ROUND);

      // A lock file of an earlier version naming a live process (pid 1) blocks nothing.
      fs.writeFileSync(path.join(server.dataDir, 'server.lock'), '1');
      const restarted = await data.start(env);
      try {
        const stored = await allTutees(restarted.url, await staffCookie(restarted.url));
        const missing = [...acknowledged].filter(([id, firstName]) => stored.get(id) !== firstName);
        expect(missing).toEqual([]);
      } finally {
        await restarted.stop();
      }
    } finally {
      await data.dispose();
    }
    // Each restart is a new Node process that recovers PGlite and checks the migrations: about 1.3 s on a quiet
    // two-core machine (about 15 s in all), several times that when the machine is shared.
  }, 300_000);

  it('refuses a second live server on the same folder with a clear message, and the first keeps working', async () => {
    const data = await engineData();
    try {
      const first = await data.start();
      const second = await startServerProcess({ DATA_DIR: first.dataDir }).then(
        (server) => server.stop().then(() => 'started'),
        (error: Error) => error.message,
      );
      expect(second).toMatch(/server exited with 1 before listening/);
      expect(second).toMatch(IN_USE);
      expect(IN_USE.exec(second)?.[1]).toBe(String(first.child.pid));
      const res = await fetch(`${first.url}/api/tutees`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(tuteeBody()),
      });
      expect(res.status).toBe(201);
      expect((await allTutees(first.url, await staffCookie(first.url))).size).toBe(1);
      expect(await first.stop()).toBe(0);
    } finally {
      await data.dispose();
    }
  }, 60_000);
});
