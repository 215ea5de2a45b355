import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay, isIsoDate } from './businessDays.js';

const NONE = new Set<string>();
// 2026-11-27 is a Friday.
const friday = new Date('2026-11-27T15:30:00Z');

describe('business days', () => {
  it('skips weekends, keeping the time of day', () => {
    expect(addBusinessDays(friday, 1, NONE).toISOString()).toBe('2026-11-30T15:30:00.000Z');
    expect(addBusinessDays(friday, 5, NONE).toISOString()).toBe('2026-12-04T15:30:00.000Z');
    expect(addBusinessDays(friday, 7, NONE).toISOString()).toBe('2026-12-08T15:30:00.000Z');
    expect(addBusinessDays(new Date('2026-11-28T09:00:00Z'), 1, NONE).toISOString()).toBe('2026-11-30T09:00:00.000Z');
  });

  it('skips holidays, and zero days is the start itself', () => {
    const holidays = new Set(['2026-11-30', '2026-12-01', '2026-12-25']);
    expect(addBusinessDays(friday, 1, holidays).toISOString()).toBe('2026-12-02T15:30:00.000Z');
    expect(addBusinessDays(new Date('2026-12-24T08:00:00Z'), 1, holidays).toISOString()).toBe(
      '2026-12-28T08:00:00.000Z',
    );
    expect(addBusinessDays(friday, 0, holidays)).toEqual(friday);
    expect(isBusinessDay(new Date('2026-12-25T12:00:00Z'), holidays)).toBe(false);
    expect(isBusinessDay(friday, holidays)).toBe(true);
  });

  it('knows a real ISO date', () => {
    expect(isIsoDate('2026-12-25')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('25/12/2026')).toBe(false);
    expect(isIsoDate('2026-1-5')).toBe(false);
  });
});
