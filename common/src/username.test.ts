import { describe, expect, it } from 'vitest';
import { hasHiddenCharacters, mixesLookalikeScripts, normalizeUsername } from './username.js';

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

describe('hasHiddenCharacters', () => {
  it('finds control, format and separator characters, which show as nothing', () => {
    for (const hidden of [
      '\u200b',
      '\u200d',
      '\u2060',
      '\ufeff',
      '\u202e',
      '\u0000',
      '\u0007',
      '\u007f',
      '\u2028',
      '\u2029',
      '\ue000',
    ])
      expect(hasHiddenCharacters(`root-admin${hidden}`), JSON.stringify(hidden)).toBe(true);
    for (const name of ['root-admin', 'maría-2', 'kim.lee_3', '李明', 'иван', 'jean pierre'])
      expect(hasHiddenCharacters(name)).toBe(false);
  });
});
