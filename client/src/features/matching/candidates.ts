import {
  LANGUAGES,
  type CandidateRow,
  type LanguageKey,
  type MatchGroup,
  type SubjectKey,
  type TuteeRecord,
} from '@tutoring/common';
import { languageName } from '../../i18n/catalogNames';
import { staffLocale, staffT } from '../../i18n/staffText';
import { matchMessages as m } from './messages';

const OTHER_LANGUAGE_FILTER = 'other';

/** 'Filter by Language' after View All (''): the languages by name in the staff language's alphabetical order, then Other. */
export function languageFilterOptions(): { value: string; label: string }[] {
  const alphabetical = new Intl.Collator(staffLocale());
  const languages = LANGUAGES.map((l) => ({ value: l.key, label: languageName(staffT, l.key) })).sort((a, b) =>
    alphabetical.compare(a.label, b.label),
  );
  return [...languages, { value: OTHER_LANGUAGE_FILTER, label: m.otherLanguage }];
}

/** The staff language filter: empty means everyone; Other means any other language written in. */
export function speaksFilteredLanguage(tutor: CandidateRow, filter: string): boolean {
  if (!filter) return true;
  if (filter === OTHER_LANGUAGE_FILTER) return Boolean(tutor.language_other?.trim());
  return tutor.languages.includes(filter as LanguageKey);
}

/** Matched Subjects per group: A all three choices, B the 1st and 2nd, C the 1st and 3rd, D the 1st. */
export function matchedSubjects(tutee: TuteeRecord, group: MatchGroup): SubjectKey[] {
  const { subject_1: s1, subject_2: s2, subject_3: s3 } = tutee;
  return { A: [s1, s2, s3], B: [s1, s2], C: [s1, s3], D: [s1] }[group];
}
