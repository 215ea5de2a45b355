import { EventEmitter } from 'node:events';
import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import { drainedOrClosed } from './jsonArray.js';

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
