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
    // Interleaved, so a busy moment of the machine falls on both sides alike.
    let realMs = 0;
    let decoyMs = 0;
    for (let i = 0; i < 6; i += 1) {
      realMs += time(real);
      decoyMs += time(decoy);
    }
    const ratio = decoyMs / realMs;
    // Generous bounds: the point is the same order of work, not a timing measurement.
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
