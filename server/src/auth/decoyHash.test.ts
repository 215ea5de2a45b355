import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { decoyHash } from './service.js';

describe('decoyHash', () => {
  it('is a full-length hash at the configured cost, so comparing against it costs what a real one does', () => {
    for (const cost of [4, 12]) {
      const decoy = decoyHash(cost);
      // bcryptjs answers false at once, without hashing, for anything but 60 characters.
      expect(decoy).toHaveLength(60);
      expect(bcrypt.getRounds(decoy)).toBe(cost);
    }
  });

  it('never matches a password', () => {
    const decoy = decoyHash(4);
    for (const password of ['', 'decoy', 'correct horse battery staple', '.'.repeat(31)])
      expect(bcrypt.compareSync(password, decoy)).toBe(false);
  });

  it('takes as long to compare against as a real hash of the same cost', () => {
    const real = bcrypt.hashSync('a real password', 8);
    const decoy = decoyHash(8);
    const time = (hash: string) => {
      const started = performance.now();
      bcrypt.compareSync('a guess', hash);
      return performance.now() - started;
    };
    // Interleaved, and the fastest of each kept: a busy moment of the machine only ever slows a sample down.
    let realMs = Infinity;
    let decoyMs = Infinity;
    for (let i = 0; i < 8; i += 1) {
      realMs = Math.min(realMs, time(real));
      decoyMs = Math.min(decoyMs, time(decoy));
    }
    const ratio = decoyMs / realMs;
    // Generous bounds: the point is the same order of work, not a timing measurement.
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
