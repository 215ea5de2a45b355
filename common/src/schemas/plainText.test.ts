import { describe, expect, it } from 'vitest';
import { cleanMultiLine, isPlainSingleLine } from './plainText.js';

// Written as escapes so the test file itself shows what each one is.
const REFUSED = {
  'line feed': 'Ana\nBcc: x@example.com',
  'carriage return': 'Ana\rLopez',
  tab: 'Ana\tLopez',
  'right-to-left override (U+202E)': 'Ana\u202Egnp.exe',
  'left-to-right isolate (U+2066)': 'Ana\u2066Lopez',
  'zero-width space (U+200B)': 'An\u200Ba',
  'byte order mark inside (U+FEFF)': 'An\uFEFFa',
  'soft hyphen (U+00AD)': 'An\u00ADa',
  'line separator (U+2028)': 'Ana\u2028Lopez',
  'next line (U+0085)': 'Ana\u0085Lopez',
  NUL: 'Ana\u0000',
  'emoji ZWJ sequence': 'Ana \u{1F469}\u200D\u{1F4BB}',
  'joiner at the end of a word': 'Ana\u200D',
};

describe('single-line text', () => {
  it.each(Object.entries(REFUSED))('refuses a %s', (_name, text) => {
    expect(isPlainSingleLine(text)).toBe(false);
  });

  it('accepts ordinary names in any script, with spaces, accents and punctuation', () => {
    for (const text of [
      'Ana María López',
      "O'Brien-Smith",
      'Nguyễn Thị Minh',
      'محمد علي',
      'Xiong Vang',
      '王小明',
      'she/her',
      'name+tag@example.com',
      'Ana\u00A0Lopez',
    ]) {
      expect(isPlainSingleLine(text), text).toBe(true);
    }
  });

  it('accepts a joiner between letters, as Persian and Indic spelling need', () => {
    expect(isPlainSingleLine('\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645')).toBe(true);
    expect(isPlainSingleLine('\u0915\u094D\u200D\u0937')).toBe(true);
  });
});

describe('multi-line text', () => {
  it('keeps line breaks and drops the other control and format characters', () => {
    expect(cleanMultiLine('Fractions\r\nand\ndecimals')).toBe('Fractions\r\nand\ndecimals');
    expect(cleanMultiLine('Home\u200Bwork\u202E help\u0000')).toBe('Homework help');
    expect(cleanMultiLine('Mondays\tand\u2028Fridays')).toBe('Mondays and\nFridays');
  });

  it('leaves ordinary text unchanged', () => {
    const text = 'Reading aloud, 20 minutes a day.\n\nShe likes comics 📚.';
    expect(cleanMultiLine(text)).toBe(text);
  });
});
