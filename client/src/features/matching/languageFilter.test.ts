import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@tutoring/common';
import { languageFilterOptions } from './candidates';

describe('the language filter', () => {
  it('offers the original language filter: alphabetical, then Other', () => {
    expect(languageFilterOptions().map((o) => o.label)).toEqual([
      'Arabic',
      'Chinese',
      'French',
      'Hmong',
      'Somali',
      'Spanish',
      'Tagalog',
      'Vietnamese',
      'Other',
    ]);
    expect(languageFilterOptions().map((o) => o.value)).toEqual(expect.arrayContaining(LANGUAGES.map((l) => l.key)));
  });
});
