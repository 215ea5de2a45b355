import { GRADE_LEVELS, type StudentDraft, type Translate } from '@tutoring/common';
import { gradeName, subjectName } from '../../i18n/catalogNames';
import type { ReviewGroup, ReviewRow } from '../registration';
import { availabilityAnswer, choiceNames, languagesAnswer, registrationMessages } from '../registration';
import { studentMessages } from './messages';
import { STUDENT_STEP_PATHS } from './steps';

/** Every answer of the student wizard's draft, by step, as the Terms step's review shows it. */
export function studentReview(t: Translate, draft: StudentDraft): ReviewGroup[] {
  const m = studentMessages(t);
  const { info, subjects, additional } = draft;
  const submitter = m.submitterChoices[info.submitter as keyof typeof m.submitterChoices] ?? '';
  const rows: Record<'info' | 'subjects' | 'additional', ReviewRow[]> = {
    info: [
      { label: m.submitter, value: submitter },
      { label: m.firstName, value: info.firstName },
      { label: m.lastName, value: info.lastName },
      { label: m.pronouns, value: info.pronouns },
      { label: m.parentEmail, value: info.parentEmail },
      { label: m.email, value: info.email },
      { label: m.phone, value: info.phone },
      { label: m.school, value: info.school },
      {
        label: m.grade,
        value: choiceNames(
          GRADE_LEVELS.map((grade) => grade.key),
          [info.grade],
          (key) => gradeName(t, key),
        ),
      },
      { label: m.languages, value: languagesAnswer(t, info.languages, info.otherLanguageChecked, info.otherLanguage) },
    ],
    subjects: [
      { label: m.primarySubject, value: subjectName(t, subjects.primarySubject) },
      { label: m.secondarySubject, value: subjectName(t, subjects.secondarySubject) },
      { label: m.tertiarySubject, value: subjectName(t, subjects.tertiarySubject) },
      { label: m.detailedNeeds, value: subjects.detailedNeeds },
    ],
    additional: [
      { label: registrationMessages(t).availabilityLegend, value: availabilityAnswer(t, additional.availability) },
      { label: m.additionalInfo, value: additional.additionalInfo },
    ],
  };
  return (['info', 'subjects', 'additional'] as const).map((step) => ({
    step,
    title: m.stepLabels[step],
    path: STUDENT_STEP_PATHS[step],
    rows: rows[step],
  }));
}
