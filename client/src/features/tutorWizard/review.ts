import { GRADE_LEVELS, SUBJECTS, TUTOR_CURRENT_GRADES, TUTOR_OTHER_SUBJECT, type TutorDraft } from '@tutoring/common';
import type { ReviewGroup, ReviewRow } from '../registration/AnswersReview';
import { choiceLabels, languagesAnswer } from '../registration/reviewText';
import { tutorMessages as m } from './messages';
import { TUTOR_STEP_PATHS } from './steps';

const SUBJECT_CHOICES = [...SUBJECTS, TUTOR_OTHER_SUBJECT];
const CURRENT_GRADE_CHOICES = TUTOR_CURRENT_GRADES.map((grade) => ({ key: grade.value, label: grade.label }));

/** Every answer of the tutor wizard's draft, by step, as the Terms step's review shows it. */
export function tutorReview(draft: TutorDraft): ReviewGroup[] {
  const { info, subjects, additional } = draft;
  const rows: Record<'info' | 'subjects' | 'additional', ReviewRow[]> = {
    info: [
      { label: m.firstName, value: info.firstName },
      { label: m.lastName, value: info.lastName },
      { label: m.pronouns, value: info.pronouns },
      { label: m.email, value: info.email },
      { label: m.phone, value: info.phone },
      { label: m.grade, value: choiceLabels(CURRENT_GRADE_CHOICES, [info.grade]) },
      { label: m.school, value: info.school },
    ],
    subjects: [
      { label: m.gradeLevels, value: choiceLabels(GRADE_LEVELS, subjects.grades) },
      { label: m.subjects, value: choiceLabels(SUBJECT_CHOICES, subjects.subjects) },
      { label: m.languages, value: languagesAnswer(subjects.languages, subjects.otherLanguageChecked, subjects.otherLanguage) },
    ],
    additional: [{ label: m.additionalInfo, value: additional.additionalInfo }],
  };
  return (['info', 'subjects', 'additional'] as const).map((step) => ({ step, title: m.stepLabels[step], path: TUTOR_STEP_PATHS[step], rows: rows[step] }));
}
