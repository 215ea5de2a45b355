import type { MessageKey, SubjectGroup, Translate, VocabularyKey } from '@tutoring/common';

// The catalogue's lists (common/src/catalog.ts) keep their keys; their names on screen come from the messages
// catalogue, one key each (catalogues.test.ts checks that every list item has one). The staff catalogue carries the
// same names (vocabulary.ts), so staff screens pass their translate function too.
const name = (t: Translate<VocabularyKey>, key: string) => t(key as VocabularyKey);

export const subjectName = (t: Translate<VocabularyKey>, key: string | null | undefined) =>
  key ? name(t, `subject.${key}`) : '';
export const subjectGroupName = (t: Translate<VocabularyKey>, group: SubjectGroup) => name(t, `subjectGroup.${group}`);
export const gradeName = (t: Translate<VocabularyKey>, key: string) => name(t, `grade.${key}`);
export const languageName = (t: Translate<VocabularyKey>, key: string) => name(t, `language.${key}`);
export const tutorGradeName = (t: Translate, value: string) => t(`tutorGrade.${value}` as MessageKey);
