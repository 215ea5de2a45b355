import { EventEmitter } from 'node:events';
import { setImmediate } from 'node:timers/promises';
import express, { type Response } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { drainedOrClosed, sendJsonArray } from './jsonArray.js';

// What drainedOrClosed uses of an answer: its drain and close events.
const answer = () => new EventEmitter() as EventEmitter & Response;

describe('drainedOrClosed', () => {
  it.each(['drain', 'close'])('resolves on %s and leaves no listener behind', async (event) => {
    const res = answer();
    const waiting = drainedOrClosed(res);
    res.emit(event);
    await expect(waiting).resolves.toBeUndefined();
    expect(res.listenerCount('drain') + res.listenerCount('close')).toBe(0);
  });

  it('does not pile up listeners over many waits', async () => {
    const res = answer();
    for (let i = 0; i < 100; i += 1) {
      const waiting = drainedOrClosed(res);
      res.emit('drain');
      await waiting;
    }
    expect(res.listenerCount('close')).toBe(0);
  });
});

describe('sendJsonArray', () => {
  // Each batch comes after a read, as from the database.
  async function* batchesOf<T>(...batches: T[][]) {
    for (const batch of batches) {
      await setImmediate();
      yield batch;
    }
  }
  const appSending = (batches: () => AsyncIterable<unknown[]>) => {
    const app = express();
    app.get('/', (_req, res, next) => void sendJsonArray(res, batches()).catch(next));
    return app;
  };

  it('sends a page (one batch) in one write: a Content-Length, not chunks', async () => {
    const res = await request(appSending(() => batchesOf([{ id: 1 }, { id: 2 }]))).get('/');
    expect(res.status).toBe(200);
    expect(res.headers['transfer-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.text));
    expect(JSON.parse(res.text)).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it.each([
    ['no batch', [], []],
    ['only empty batches', [[], []], []],
    ['several batches with empty ones between', [[{ id: 1 }], [], [{ id: 2 }, { id: 3 }], [{ id: 4 }]], [1, 2, 3, 4]],
  ])('writes one JSON array for %s', async (_name, batches: { id: number }[][], ids: number[]) => {
    const res = await request(appSending(() => batchesOf(...batches))).get('/');
    expect(res.type).toBe('application/json');
    expect((JSON.parse(res.text) as { id: number }[]).map((row) => row.id)).toEqual(ids);
  });

  it('answers an error, not a cut list, when the read after the first batch fails', async () => {
    async function* failing() {
      yield [{ id: 1 }];
      await setImmediate();
      throw new Error('the second read failed');
    }
    const res = await request(appSending(failing)).get('/');
    expect(res.status).toBe(500);
  });
});
