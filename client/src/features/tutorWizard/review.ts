import {
  GRADE_LEVELS,
  SUBJECTS,
  TUTOR_CURRENT_GRADES,
  TUTOR_OTHER_SUBJECT,
  type TutorDraft,
  type Translate,
} from '@tutoring/common';
import { gradeName, subjectName, tutorGradeName } from '../../i18n/catalogNames';
import type { ReviewGroup, ReviewRow } from '../registration';
import { availabilityAnswer, choiceNames, languagesAnswer, registrationMessages } from '../registration';
import { tutorMessages } from './messages';
import { TUTOR_STEP_PATHS } from './steps';

const SUBJECT_KEYS = [...SUBJECTS.map((subject) => subject.key), TUTOR_OTHER_SUBJECT.key];

/** Every answer of the tutor wizard's draft, by step, as the Terms step's review shows it. */
export function tutorReview(t: Translate, draft: TutorDraft): ReviewGroup[] {
  const m = tutorMessages(t);
  const { info, subjects, additional } = draft;
  const subjectOrOther = (key: string) => (key === TUTOR_OTHER_SUBJECT.key ? m.otherSubjectGroup : subjectName(t, key));
  const rows: Record<'info' | 'subjects' | 'additional', ReviewRow[]> = {
    info: [
      { label: m.firstName, value: info.firstName },
      { label: m.lastName, value: info.lastName },
      { label: m.pronouns, value: info.pronouns },
      { label: m.email, value: info.email },
      { label: m.phone, value: info.phone },
      {
        label: m.grade,
        value: choiceNames(
          TUTOR_CURRENT_GRADES.map((grade) => grade.value),
          [info.grade],
          (value) => tutorGradeName(t, value),
        ),
      },
      { label: m.school, value: info.school },
    ],
    subjects: [
      {
        label: m.gradeLevels,
        value: choiceNames(
          GRADE_LEVELS.map((grade) => grade.key),
          subjects.grades,
          (key) => gradeName(t, key),
        ),
      },
      { label: m.subjects, value: choiceNames(SUBJECT_KEYS, subjects.subjects, subjectOrOther) },
      {
        label: m.languages,
        value: languagesAnswer(t, subjects.languages, subjects.otherLanguageChecked, subjects.otherLanguage),
      },
    ],
    additional: [
      { label: registrationMessages(t).availabilityLegend, value: availabilityAnswer(t, additional.availability) },
      { label: m.additionalInfo, value: additional.additionalInfo },
    ],
  };
  return (['info', 'subjects', 'additional'] as const).map((step) => ({
    step,
    title: m.stepLabels[step],
    path: TUTOR_STEP_PATHS[step],
    rows: rows[step],
  }));
}
