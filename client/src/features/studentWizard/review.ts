import { GRADE_LEVELS, type StudentDraft, type Translate } from '@tutoring/common';
import { gradeName, subjectName } from '../../i18n/catalogNames';
import { choiceNames, languagesAnswer, reviewGroups, typedAnswers, type ReviewGroup } from '../registration';
import { studentMessages } from './messages';
import { STUDENT_FLOW } from './steps';

const GRADE_KEYS = GRADE_LEVELS.map((grade) => grade.key);
const SUBJECT_FIELDS = ['primarySubject', 'secondarySubject', 'tertiarySubject'] as const;

/** Every answer of the student wizard's draft, by step, as the Terms step's review shows it. */
export function studentReview(t: Translate, draft: StudentDraft): ReviewGroup[] {
  const m = studentMessages(t);
  const { info, subjects } = draft;
  const submitter = m.submitterChoices[info.submitter as keyof typeof m.submitterChoices] ?? '';
  return reviewGroups(t, m, STUDENT_FLOW.paths, draft.additional, {
    info: [
      { label: m.submitter, value: submitter },
      ...typedAnswers(m, info, ['firstName', 'lastName', 'pronouns', 'parentEmail', 'email', 'phone', 'school']),
      { label: m.grade, value: choiceNames(GRADE_KEYS, [info.grade], (key) => gradeName(t, key)) },
      { label: m.languages, value: languagesAnswer(t, info.languages, info.otherLanguageChecked, info.otherLanguage) },
    ],
    subjects: [
      ...SUBJECT_FIELDS.map((field) => ({ label: m[field], value: subjectName(t, subjects[field]) })),
      ...typedAnswers(m, subjects, ['detailedNeeds']),
    ],
  });
}
