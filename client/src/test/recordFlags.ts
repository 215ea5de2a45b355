import {
  GRADE_LEVELS,
  LANGUAGES,
  SUBJECTS,
  tuteeLanguageFlag,
  tutorLanguageFlag,
  tutorSubjectRecordFlag,
  type GradeRecordFlag,
  type LanguageKey,
  type SubjectKey,
  type TuteeLanguageFlag,
  type TutorLanguageFlag,
  type TutorSubjectRecordFlag,
} from '@tutoring/common';

function flags<Name extends string>(names: readonly Name[], on: readonly Name[]): Record<Name, boolean> {
  return Object.fromEntries(names.map((name) => [name, on.includes(name)])) as Record<Name, boolean>;
}

/** A tutee record's language flags: these languages ticked, the others not. */
export const tuteeLanguageFlags = (spoken: readonly LanguageKey[] = []): Record<TuteeLanguageFlag, boolean> =>
  flags(
    LANGUAGES.map((language) => tuteeLanguageFlag(language.key)),
    spoken.map(tuteeLanguageFlag),
  );

/** A tutor record's language, grade and subject flags: these ticked, the others not. */
export function tutorFlags({
  languages = [],
  grades = [],
  subjects = [],
}: {
  languages?: readonly LanguageKey[];
  grades?: readonly GradeRecordFlag[];
  subjects?: readonly SubjectKey[];
}): Record<TutorLanguageFlag | GradeRecordFlag | TutorSubjectRecordFlag, boolean> {
  return {
    ...flags(
      LANGUAGES.map((language) => tutorLanguageFlag(language.key)),
      languages.map(tutorLanguageFlag),
    ),
    ...flags(
      GRADE_LEVELS.map((grade) => grade.recordFlag),
      grades,
    ),
    ...flags(
      SUBJECTS.map((subject) => tutorSubjectRecordFlag(subject.key)),
      subjects.map(tutorSubjectRecordFlag),
    ),
  };
}
