import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.js';

describe('CSV cells', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['in\ttab', '"in\ttab"'],
    ['=SUM(A1:A2)', `"'=SUM(A1:A2)"`],
    ['+1 507 555', `"'+1 507 555"`],
    ['-2', `"'-2"`],
    ['@cmd', `"'@cmd"`],
    ['\tcmd', `"'\tcmd"`],
    ['\r=1', `"'\r=1"`],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    ['', ''],
  ])('writes %j as %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes numbers and booleans as they are, null and undefined as empty cells, and rows with CRLF', () => {
    expect(toCsv([['a', null, 3], ['b', undefined, true], [-1]])).toBe('a,,3\r\nb,,true\r\n"\'-1"\r\n');
  });
});
