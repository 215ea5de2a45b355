import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TUTOR_CURRENT_GRADE_VALUES } from '../catalog.js';
import { END_REASONS } from '../matchEnd.js';
import { AUDIT_ACTIONS } from '../schemas/audit.js';
import { STAFF_ROLES } from '../staffRoles.js';
import type { CatalogueFile } from './catalogue.js';
import { compileCatalogue } from './compile.js';
import { LOCALE_CODES } from './locales.js';
import { placeholders } from './placeholders.js';
import { createTranslator } from './translator.js';
import { isVocabularyKey } from './vocabulary.js';

// Read from the folder, as the client build does, so a staff language added as a file is checked with no code change.
const STAFF_DIR = new URL('./staff/', import.meta.url);
const files = Object.fromEntries(
  readdirSync(STAFF_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => [
      name.slice(0, -'.json'.length),
      JSON.parse(readFileSync(new URL(name, STAFF_DIR), 'utf8')) as CatalogueFile<string>,
    ]),
);
const english = files.en!.messages;
const englishKeys = Object.keys(english).sort();
const translations = Object.keys(files).filter((code) => code !== 'en');

describe('staff screen catalogues', () => {
  it('has English as the source, and names every other file after a language of the menu', () => {
    expect(files.en?.review.status).toBe('source');
    for (const code of translations) expect(LOCALE_CODES as readonly string[], code).toContain(code);
  });

  it('says every English message exactly as written: ICU quoting changes no apostrophe or sign', () => {
    const say = createTranslator<string>('en', compileCatalogue(files.en!));
    const plain = englishKeys.filter((key) => placeholders(english[key]!).length === 0);
    expect(plain.length).toBeGreaterThan(200);
    expect(plain.filter((key) => say(key) !== english[key])).toEqual([]);
  });

  it('names every end reason, audit action and staff role (end reasons as the server writes them in CSV)', () => {
    for (const reason of END_REASONS) expect(english[`endReason.${reason.key}`], reason.key).toBe(reason.label);
    const named = [...AUDIT_ACTIONS.map((a) => `auditAction.${a}`), ...STAFF_ROLES.map((r) => `role.${r}`)];
    expect(named.filter((key) => !(key in english))).toEqual([]);
  });

  it('names every form language and tutor grade, and leaves the names of subjects, grades and languages to the public catalogue', () => {
    const named = [
      ...LOCALE_CODES.map((code) => `locale.${code}`),
      ...TUTOR_CURRENT_GRADE_VALUES.map((value) => `profile.tutorGrade.${value}`),
    ];
    expect(named.filter((key) => !(key in english))).toEqual([]);
    expect(englishKeys.filter(isVocabularyKey)).toEqual([]);
  });

  it.each(translations)('%s agrees with English', (code) => {
    expect(translationProblems(files[code]!)).toEqual([]);
  });

  it('finds a missing key, an extra key, a changed placeholder, an empty text and a missing review status', () => {
    const [first, second, third] = englishKeys.filter((key) => placeholders(english[key]!).length > 0);
    const messages: Record<string, string> = { ...english, 'no.such.key': 'x', [second!]: '{other}', [third!]: ' ' };
    delete messages[first!];
    const broken = { review: { status: 'source', note: '' }, messages } as CatalogueFile<string>;
    expect(translationProblems(broken).sort()).toEqual(
      [
        `missing ${first}`,
        'extra no.such.key',
        `placeholders differ in ${second}`,
        `placeholders differ in ${third}`,
        `empty ${third}`,
        'review status must be draft or reviewed, with a note',
      ].sort(),
    );
  });
});

/** What is wrong with a translation of the English staff catalogue, in words; empty when nothing is. */
function translationProblems(file: CatalogueFile<string>): string[] {
  const keys = Object.keys(file.messages);
  const sameArguments = (key: string) =>
    JSON.stringify(placeholders(file.messages[key] ?? '')) === JSON.stringify(placeholders(english[key]!));
  return [
    ...englishKeys.filter((key) => !(key in file.messages)).map((key) => `missing ${key}`),
    ...keys.filter((key) => !(key in english)).map((key) => `extra ${key}`),
    ...keys.filter((key) => key in english && !sameArguments(key)).map((key) => `placeholders differ in ${key}`),
    ...keys.filter((key) => file.messages[key]!.trim() === '').map((key) => `empty ${key}`),
    ...(['draft', 'reviewed'].includes(file.review.status) && file.review.note.length > 10
      ? []
      : ['review status must be draft or reviewed, with a note']),
  ];
}
