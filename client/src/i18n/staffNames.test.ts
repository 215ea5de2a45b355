import { describe, expect, it } from 'vitest';
import { GRADE_LEVELS, SUBJECTS } from '@tutoring/common';
import { staffGradeName, staffList, staffLocaleName, staffSubjectName, staffTutorGradeName } from './staffNames';

// Unit tests run with the English staff catalogue loaded (src/test/staffText.setup.ts), built as the client build
// builds it: the staff texts plus the public catalogue's names of subjects, grades and languages.
describe('staff screen names', () => {
  it('names every subject, grade and language by the catalogue, never by its key', () => {
    expect(SUBJECTS.map((s) => staffSubjectName(s.key))).toEqual(SUBJECTS.map((s) => s.label));
    expect(GRADE_LEVELS.map((g) => staffGradeName(g.key))).toEqual(GRADE_LEVELS.map((g) => g.label));
    expect(staffSubjectName('K5_Science')).toBe('K-5 Science');
  });

  it('shows a tutor grade as stored, the old "In College" as College, and an unknown value as it is', () => {
    expect(['Freshman', 'College', 'In College', 'Gap year'].map(staffTutorGradeName)).toEqual([
      'Freshman',
      'College',
      'College',
      'Gap year',
    ]);
  });

  it('names form languages, and joins lists as English does', () => {
    expect(['en', 'es', 'zh-Hans', 'xx'].map(staffLocaleName)).toEqual([
      'English',
      'Spanish',
      'Chinese (Simplified)',
      'xx',
    ]);
    expect(staffList(['Somali', 'Oromo'])).toBe('Somali and Oromo');
    expect(staffList(['Chemistry', 'Physics', 'U.S. History'], 'unit')).toBe('Chemistry, Physics, U.S. History');
  });
});
