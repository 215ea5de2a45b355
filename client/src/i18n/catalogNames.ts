import type { MessageKey, SubjectGroup, Translate } from '@tutoring/common';

// The catalogue's lists (common/src/catalog.ts) keep their keys; their names on screen come from the messages
// catalogue, one key each (catalogues.test.ts checks that every list item has one).
const say = (t: Translate, key: string) => t(key as MessageKey);

export const subjectName = (t: Translate, key: string | null | undefined) => (key ? say(t, `subject.${key}`) : '');
export const subjectGroupName = (t: Translate, group: SubjectGroup) => say(t, `subjectGroup.${group}`);
export const gradeName = (t: Translate, key: string) => say(t, `grade.${key}`);
export const tutorGradeName = (t: Translate, value: string) => say(t, `tutorGrade.${value}`);
export const languageName = (t: Translate, key: string) => say(t, `language.${key}`);
