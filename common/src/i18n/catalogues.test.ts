import { describe, expect, it } from 'vitest';
import { GRADE_LEVELS, LANGUAGES, SUBJECT_GROUPS, SUBJECTS, TUTOR_CURRENT_GRADES } from '../catalog.js';
import { REQUIRED_FIELDS_MESSAGE } from '../schemas/wizardFields.js';
import { STUDENT_TERMS, TUTOR_TERMS } from '../terms.js';
import { CATALOGUE_FILES } from './allCatalogues.js';
import { LOCALE_CODES } from './locales.js';
import { placeholders } from './placeholders.js';

const english = CATALOGUE_FILES.en.messages;
const englishKeys = Object.keys(english).sort();

describe('message catalogues', () => {
  it('has one file per language of the menu', () => {
    expect(Object.keys(CATALOGUE_FILES).sort()).toEqual([...LOCALE_CODES].sort());
  });

  it.each(LOCALE_CODES.filter((code) => code !== 'en'))('%s has exactly the English keys', (code) => {
    const keys = Object.keys(CATALOGUE_FILES[code].messages);
    expect(
      keys.filter((key) => !(key in english)),
      'keys English does not have',
    ).toEqual([]);
    expect(
      englishKeys.filter((key) => !keys.includes(key)),
      'keys missing',
    ).toEqual([]);
  });

  it.each(LOCALE_CODES.filter((code) => code !== 'en'))(
    '%s uses the same {placeholders} as English in every message',
    (code) => {
      const messages: Record<string, string> = CATALOGUE_FILES[code].messages;
      const differing = englishKeys.filter(
        (key) =>
          JSON.stringify(placeholders(messages[key] ?? '')) !==
          JSON.stringify(placeholders(english[key as keyof typeof english])),
      );
      expect(differing).toEqual([]);
    },
  );

  it.each(LOCALE_CODES.filter((code) => code !== 'en'))('%s has no empty message', (code) => {
    expect(
      Object.entries(CATALOGUE_FILES[code].messages)
        .filter(([, text]) => text.trim() === '')
        .map(([key]) => key),
    ).toEqual([]);
  });

  it('records a review status in every file: English is the source, every other language draft or reviewed', () => {
    expect(CATALOGUE_FILES.en.review.status).toBe('source');
    for (const code of LOCALE_CODES.filter((c) => c !== 'en')) {
      expect(['draft', 'reviewed'], code).toContain(CATALOGUE_FILES[code].review.status);
      expect(CATALOGUE_FILES[code].review.note.length, code).toBeGreaterThan(10);
    }
  });

  it('names every subject, subject group, grade, tutor grade and language of the catalogue', () => {
    const keys = [
      ...SUBJECTS.map((s) => `subject.${s.key}`),
      ...SUBJECT_GROUPS.map((g) => `subjectGroup.${g}`),
      ...GRADE_LEVELS.map((g) => `grade.${g.key}`),
      ...TUTOR_CURRENT_GRADES.map((g) => `tutorGrade.${g.value}`),
      ...LANGUAGES.map((l) => `language.${l.key}`),
    ];
    expect(keys.filter((key) => !(key in english))).toEqual([]);
  });

  it('keeps the fixed English texts exactly', () => {
    expect(english['alert.required']).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(STUDENT_TERMS.paragraphs.map((_, i) => english[`terms.student.${i + 1}` as keyof typeof english])).toEqual(
      STUDENT_TERMS.paragraphs,
    );
    expect(TUTOR_TERMS.paragraphs.map((_, i) => english[`terms.tutor.${i + 1}` as keyof typeof english])).toEqual(
      TUTOR_TERMS.paragraphs,
    );
    expect(english['student.modalBody']).toBe(
      'Your application was submitted successfully and will be reviewed by one of our team members. Once a match is found, your family will be notified via email.',
    );
  });
});
