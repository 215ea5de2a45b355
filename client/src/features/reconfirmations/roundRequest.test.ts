import { describe, expect, it, vi } from 'vitest';
import { roundRequest } from './ReconfirmRound';

describe("the reconfirmation round's request", () => {
  it('sends now for today or no date, and at 8:00 local time on a later day', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 26, 15, 30) });
    try {
      const both = { tutees: true, tutors: true };
      expect(roundRequest(both, '2026-11-26')).toEqual(both);
      expect(roundRequest(both, '')).toEqual(both);
      expect(roundRequest({ tutees: false, tutors: true }, '2026-12-01')).toEqual({
        tutees: false,
        tutors: true,
        sendAt: new Date(2026, 11, 1, 8, 0).toISOString(),
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
