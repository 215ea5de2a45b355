import { describe, expect, it } from 'vitest';
import { matchedDate, yearOptions } from './matchedDate';

describe('records dates', () => {
  it('reads mm.dd.yyyy from the text starting yyyy-mm-dd', () => {
    expect(matchedDate('2021-06-15T23:30:00.000Z')).toBe('06.15.2021');
    expect(matchedDate('nonsense')).toBe('');
  });

  it('offers the current year down to the earliest match year, never fewer than 2022-2020', () => {
    expect(yearOptions([], 2026)).toEqual(['2026', '2025', '2024', '2023', '2022', '2021', '2020']);
    expect(yearOptions(['2018-03-01T00:00:00Z', '2025-01-01T00:00:00Z'], 2026)).toEqual([
      '2026',
      '2025',
      '2024',
      '2023',
      '2022',
      '2021',
      '2020',
      '2019',
      '2018',
    ]);
    expect(yearOptions([], 2021)).toEqual(['2022', '2021', '2020']);
  });
});
