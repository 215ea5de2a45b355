import { describe, expect, it } from 'vitest';
import { initialLocale } from './initialLocale';

describe('the language a visit starts in', () => {
  it('follows ?lang= first, then the remembered choice, then the browser', () => {
    expect(initialLocale({ search: '?lang=so', stored: 'es', browser: ['fr-FR'] })).toBe('so');
    expect(initialLocale({ search: '', stored: 'es', browser: ['fr-FR'] })).toBe('es');
    expect(initialLocale({ search: '', stored: null, browser: ['fr-FR', 'en'] })).toBe('fr');
  });

  it('reads browser tags with regions and aliases, and skips languages it does not speak', () => {
    expect(initialLocale({ search: '', stored: null, browser: ['de-DE', 'zh-CN'] })).toBe('zh-Hans');
    expect(initialLocale({ search: '', stored: null, browser: ['zh-TW', 'vi-VN'] })).toBe('vi');
    expect(initialLocale({ search: '', stored: null, browser: ['fil-PH'] })).toBe('tl');
    expect(initialLocale({ search: '', stored: null, browser: ['de'] })).toBe('en');
    expect(initialLocale({ search: '?lang=ar-EG', stored: null, browser: [] })).toBe('ar');
  });

  it('ignores an unknown ?lang= and a stored value that is not a language code', () => {
    expect(initialLocale({ search: '?lang=xx', stored: 'nonsense', browser: ['hmn'] })).toBe('hmn');
  });
});
