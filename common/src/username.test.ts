import { describe, expect, it } from 'vitest';
import { mixesLookalikeScripts, normalizeUsername } from './username.js';

describe('normalizeUsername', () => {
  it('maps case, compatibility forms and the Turkish dotted capital I to one key', () => {
    // JavaScript alone would give 'raci' + U+0307 for 'RACİ'.
    expect('RACİ'.normalize('NFKC').toLowerCase()).not.toBe('raci');
    for (const spelling of ['RACİ', 'raci', 'Raci', ' RACI ', 'ｒａｃｉ', 'ＲＡＣİ'])
      expect(normalizeUsername(spelling)).toBe('raci');
    expect(normalizeUsername('José')).toBe(normalizeUsername('JOSE\u0301'));
  });
});

describe('mixesLookalikeScripts', () => {
  it('finds Latin mixed with Cyrillic or Greek, not one alphabet with digits and marks', () => {
    expect(mixesLookalikeScripts('раypal')).toBe(true);
    expect(mixesLookalikeScripts('gοogle')).toBe(true);
    for (const name of ['paypal', 'иван', 'παπαδόπουλος', 'maría-2', 'kim.lee_3', '李明'])
      expect(mixesLookalikeScripts(name)).toBe(false);
  });
});
