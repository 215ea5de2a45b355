import { GRADE_LEVELS, subjectLabel, type StudentDraft } from '@tutoring/common';
import type { ReviewGroup, ReviewRow } from '../registration/AnswersReview';
import { choiceLabels, languagesAnswer } from '../registration/reviewText';
import { studentMessages as m } from './messages';
import { STUDENT_STEP_PATHS } from './steps';

/** Every answer of the student wizard's draft, by step, as the Terms step's review shows it. */
export function studentReview(draft: StudentDraft): ReviewGroup[] {
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
      { label: m.grade, value: choiceLabels(GRADE_LEVELS, [info.grade]) },
      { label: m.languages, value: languagesAnswer(info.languages, info.otherLanguageChecked, info.otherLanguage) },
    ],
    subjects: [
      { label: m.primarySubject, value: subjectLabel(subjects.primarySubject) },
      { label: m.secondarySubject, value: subjectLabel(subjects.secondarySubject) },
      { label: m.tertiarySubject, value: subjectLabel(subjects.tertiarySubject) },
      { label: m.detailedNeeds, value: subjects.detailedNeeds },
    ],
    additional: [{ label: m.additionalInfo, value: additional.additionalInfo }],
  };
  return (['info', 'subjects', 'additional'] as const).map((step) => ({ step, title: m.stepLabels[step], path: STUDENT_STEP_PATHS[step], rows: rows[step] }));
}
