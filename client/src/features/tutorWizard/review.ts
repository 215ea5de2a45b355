import {
  GRADE_LEVELS,
  SUBJECTS,
  TUTOR_CURRENT_GRADES,
  TUTOR_OTHER_SUBJECT,
  type TutorDraft,
  type Translate,
} from '@tutoring/common';
import { gradeName, subjectName, tutorGradeName } from '../../i18n/catalogNames';
import { choiceNames, languagesAnswer, reviewGroups, typedAnswers, type ReviewGroup } from '../registration';
import { tutorMessages } from './messages';
import { TUTOR_FLOW } from './steps';

const SUBJECT_KEYS = [...SUBJECTS.map((subject) => subject.key), TUTOR_OTHER_SUBJECT.key];
const CURRENT_GRADES = TUTOR_CURRENT_GRADES.map((grade) => grade.value);
const GRADE_KEYS = GRADE_LEVELS.map((grade) => grade.key);

/** Every answer of the tutor wizard's draft, by step, as the Terms step's review shows it. */
export function tutorReview(t: Translate, draft: TutorDraft): ReviewGroup[] {
  const m = tutorMessages(t);
  const { info, subjects } = draft;
  const subjectOrOther = (key: string) => (key === TUTOR_OTHER_SUBJECT.key ? m.otherSubjectGroup : subjectName(t, key));
  const languages = languagesAnswer(t, subjects.languages, subjects.otherLanguageChecked, subjects.otherLanguage);
  return reviewGroups(t, m, TUTOR_FLOW.paths, draft.additional, {
    info: [
      ...typedAnswers(m, info, ['firstName', 'lastName', 'pronouns', 'email', 'phone']),
      { label: m.grade, value: choiceNames(CURRENT_GRADES, [info.grade], (value) => tutorGradeName(t, value)) },
      ...typedAnswers(m, info, ['school']),
    ],
    subjects: [
      { label: m.gradeLevels, value: choiceNames(GRADE_KEYS, subjects.grades, (key) => gradeName(t, key)) },
      { label: m.subjects, value: choiceNames(SUBJECT_KEYS, subjects.subjects, subjectOrOther) },
      { label: m.languages, value: languages },
    ],
  });
}
