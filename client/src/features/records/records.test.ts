import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';
import { matchedDate, yearOptions } from './matchedDate';

describe('records CSV', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1 507 555', "'+1 507 555"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    ['', ''],
  ])('writes %j as %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes null as an empty cell and rows with CRLF', () => {
    expect(toCsv([['a', null, 3], ['b', undefined, true]])).toBe('a,,3\r\nb,,true\r\n');
  });
});

describe('records dates', () => {
  it('reads mm.dd.yyyy from the text starting yyyy-mm-dd', () => {
    expect(matchedDate('2021-06-15T23:30:00.000Z')).toBe('06.15.2021');
    expect(matchedDate('nonsense')).toBe('');
  });

  it('offers the current year down to the earliest match year, never fewer than 2022-2020', () => {
    expect(yearOptions([], 2026)).toEqual(['2026', '2025', '2024', '2023', '2022', '2021', '2020']);
    expect(yearOptions(['2018-03-01T00:00:00Z', '2025-01-01T00:00:00Z'], 2026)).toEqual(['2026', '2025', '2024', '2023', '2022', '2021', '2020', '2019', '2018']);
    expect(yearOptions([], 2021)).toEqual(['2022', '2021', '2020']);
  });
});
