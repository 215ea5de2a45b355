import { describe, expect, it } from 'vitest';
import { listTotal } from './listTotal';

describe('listTotal', () => {
  it('keeps an uncapped count as the server gave it', () => {
    expect(listTotal({ total: 52, capped: false, offset: 0, limit: 50, received: 50 })).toEqual({
      total: 52,
      capped: false,
    });
    expect(listTotal({ total: 3, capped: false, offset: 50, limit: 50, received: 0 })).toEqual({
      total: 3,
      capped: false,
    });
  });

  it('shows a capped count as "at least", never below the rows loaded', () => {
    expect(listTotal({ total: 10_000, capped: true, offset: 0, limit: 50, received: 50 })).toEqual({
      total: 10_000,
      capped: true,
    });
    expect(listTotal({ total: 10_000, capped: true, offset: 10_000, limit: 50, received: 50 })).toEqual({
      total: 10_050,
      capped: true,
    });
  });

  it('makes a capped count exact when a short page ends the list', () => {
    expect(listTotal({ total: 51, capped: true, offset: 50, limit: 50, received: 3 })).toEqual({
      total: 53,
      capped: false,
    });
  });
});
