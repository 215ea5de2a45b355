import {
  isLocaleCode,
  otherSpokenLanguage,
  spokenLanguageKeys,
  TUTOR_CURRENT_GRADE_VALUES,
  type LanguageKey,
  type MatchRecord,
  type StaffMessageKey,
  type TuteeRecord,
  type TutorRecord,
} from '@tutoring/common';
import { gradeName, languageName, subjectName } from './catalogNames';
import { staffLocale, staffT } from './staffText';

// How the staff screens name what records hold as keys: subjects, grades and languages by the public catalogue's
// names in the staff language (staffText.ts carries them), the rest from the staff catalogue.

export const staffSubjectName = (key: string | null | undefined): string => subjectName(staffT, key);

export const staffGradeName = (key: string | null | undefined): string => (key ? gradeName(staffT, key) : '');

/** The catalogue languages by name, then the one written in, as given. */
export function staffLanguageNames(keys: readonly LanguageKey[], other: string | null | undefined): string[] {
  const names = keys.map((key) => languageName(staffT, key));
  return other ? [...names, other] : names;
}

/** The languages a tutee or tutor speaks, by name, the one written in last. */
export function staffSpokenLanguages(
  record: TuteeRecord | TutorRecord | MatchRecord,
  side: 'tutee' | 'tutor',
): string[] {
  return staffLanguageNames(spokenLanguageKeys(record, side), otherSpokenLanguage(record, side));
}

/** A tutor's current grade as stored (Freshman … College; the old product's "In College" is College). */
export function staffTutorGradeName(value: string | null | undefined): string {
  const stored = value === 'In College' ? 'College' : value;
  if (!stored) return '';
  return (TUTOR_CURRENT_GRADE_VALUES as readonly string[]).includes(stored)
    ? staffT(`profile.tutorGrade.${stored}` as StaffMessageKey)
    : stored;
}

/** A form language by name, in the staff language. */
export function staffLocaleName(code: string): string {
  return isLocaleCode(code) ? staffT(`locale.${code}`) : code;
}

/**
 * Names joined as the staff language joins a list: "Spanish and Somali" (a conjunction), or "Chemistry, Physics"
 * (a unit list, for names after a heading).
 */
export function staffList(names: readonly string[], type: 'conjunction' | 'unit' = 'conjunction'): string {
  return new Intl.ListFormat(staffLocale(), { type, style: type === 'unit' ? 'short' : 'long' }).format(names);
}
