import { describe, expect, it } from 'vitest';
import { schoolYearLabel, schoolYearStart } from './overview.js';

describe('school year', () => {
  it('starts on the first of the start month, this year or last', () => {
    expect(schoolYearStart('2026-11-23', 8)).toBe('2026-08-01');
    expect(schoolYearStart('2026-08-01', 8)).toBe('2026-08-01');
    expect(schoolYearStart('2026-07-31', 8)).toBe('2025-08-01');
    expect(schoolYearStart('2026-03-05', 1)).toBe('2026-01-01');
    expect(schoolYearStart('2026-03-05', 9)).toBe('2025-09-01');
  });

  it('is labelled by its two calendar years, or one for a January start', () => {
    expect(schoolYearLabel('2026-08-01')).toBe('2026-27');
    expect(schoolYearLabel('2099-09-01')).toBe('2099-00');
    expect(schoolYearLabel('2026-01-01')).toBe('2026');
  });
});
