import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger.js';
import { createPgDatabase, databaseUrl, dropPgDatabase, TEST_ENGINE } from '../../test/testDb.js';
import { createPgDb } from './pgDb.js';

interface LogLine {
  msg: string;
  attempt?: number;
}

describe.runIf(TEST_ENGINE === 'pg')('PostgreSQL transactions', () => {
  it('run again when PostgreSQL breaks a deadlock between them, and the log says so', async () => {
    const lines: LogLine[] = [];
    const log = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as LogLine);
        done();
      },
    });
    const name = await createPgDatabase();
    const db = createPgDb(databaseUrl(name), createLogger('warn', log), 2);
    try {
      await db.exec(
        'CREATE TABLE pair (id integer PRIMARY KEY, n integer NOT NULL); INSERT INTO pair VALUES (1, 0), (2, 0)',
      );
      // Each takes its row, waits until the other holds its own, then asks for the other's: a deadlock, which
      // PostgreSQL breaks by rolling one back. Run again, that one finds both rows taken and simply waits its turn.
      const held = new Set<number>();
      let attempts = 0;
      const crossing = (mine: number, theirs: number) =>
        db.transaction(async (tx) => {
          attempts += 1;
          await tx.query('UPDATE pair SET n = n + 1 WHERE id = $1', [mine]);
          held.add(mine);
          await vi.waitUntil(() => held.has(theirs), { timeout: 10_000 });
          await tx.query('UPDATE pair SET n = n + 1 WHERE id = $1', [theirs]);
        });
      await Promise.all([crossing(1, 2), crossing(2, 1)]);

      expect(attempts).toBe(3);
      expect((await db.query('SELECT id, n FROM pair ORDER BY id')).rows).toEqual([
        { id: 1, n: 2 },
        { id: 2, n: 2 },
      ]);
      expect(lines.map(({ msg, attempt }) => ({ msg, attempt }))).toEqual([
        { msg: 'deadlock detected: the transaction runs again', attempt: 1 },
      ]);
    } finally {
      await db.close();
      await dropPgDatabase(name);
    }
  });
});
