// The tutor wizard's saved draft and progress marks, apart from its schemas (tutorWizard.ts): the public entry draws
// the form from these and fetches the schemas only to check a step.
import type { TutorDraft, TutorStepName } from './tutorWizard.js';

export const EMPTY_TUTOR_DRAFT: TutorDraft = {
  info: { firstName: '', lastName: '', pronouns: '', email: '', phone: '', grade: '', school: '', otherSchool: false },
  subjects: { grades: [], subjects: [], languages: [], otherLanguageChecked: false, otherLanguage: '' },
  additional: { availability: [], additionalInfo: '' },
};

export const TUTOR_STEPS: readonly TutorStepName[] = ['info', 'subjects', 'additional', 'terms'];

/** Which progress-bar steps carry a check mark. */
export function tutorStepsDone(draft: TutorDraft, termsAccepted: boolean): Record<TutorStepName, boolean> {
  const { grades, subjects, languages, otherLanguageChecked } = draft.subjects;
  return {
    info: draft.info.firstName.trim() !== '',
    subjects: grades.length > 0 || subjects.length > 0 || languages.length > 0 || otherLanguageChecked,
    additional: draft.additional.additionalInfo.trim() !== '',
    terms: termsAccepted,
  };
}
