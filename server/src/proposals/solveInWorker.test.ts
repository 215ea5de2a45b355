import { describe, expect, it } from 'vitest';
import { solveInWorker } from './solveInWorker.js';

describe('solveInWorker', () => {
  it('answers the solver’s assignment from a worker thread', async () => {
    const chosen = await solveInWorker({
      tuteeCount: 2,
      places: Int32Array.from([1, 1]),
      arcTutee: Int32Array.from([0, 0, 1]),
      arcTutor: Int32Array.from([0, 1, 0]),
      arcCost: Float64Array.from([0, 3, 0]),
      levels: 1,
    });
    expect([...chosen]).toEqual([1, 2]);
  });

  it('passes the solver’s refusal on as a rejection', async () => {
    await expect(
      solveInWorker({
        tuteeCount: 1,
        places: Int32Array.from([1]),
        arcTutee: Int32Array.from([0]),
        arcTutor: Int32Array.from([3]),
        arcCost: Float64Array.from([0]),
        levels: 1,
      }),
    ).rejects.toThrow(/names no tutee or tutor/);
  });
});
