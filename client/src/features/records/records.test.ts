import { describe, expect, it } from 'vitest';
import { matchedDate, yearOptions } from './matchedDate';

describe('records dates', () => {
  it('reads mm.dd.yyyy from the text starting yyyy-mm-dd', () => {
    expect(matchedDate('2021-06-15T23:30:00.000Z')).toBe('06.15.2021');
    expect(matchedDate('nonsense')).toBe('');
  });

  it("offers the Settings page's years, this year and the year chosen, newest first, each once", () => {
    expect(yearOptions([2022, 2021, 2020], 2026, '')).toEqual(['2026', '2022', '2021', '2020']);
    expect(yearOptions([2026, 2025, 2024], 2026, '2018')).toEqual(['2026', '2025', '2024', '2018']);
    expect(yearOptions([2019, 2023], 2021, '2023')).toEqual(['2023', '2021', '2019']);
  });
});
