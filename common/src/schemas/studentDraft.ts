// The student (tutee) wizard's saved draft and progress marks, apart from its schemas (studentWizard.ts): the public
// entry draws the form from these and fetches the schemas only to check a step.
import { SUBMITTERS } from '../catalog.js';
import type { StudentDraft, StudentStepName } from './studentWizard.js';

export const EMPTY_STUDENT_DRAFT: StudentDraft = {
  info: {
    submitter: '',
    firstName: '',
    lastName: '',
    pronouns: '',
    parentEmail: '',
    email: '',
    phone: '',
    school: '',
    grade: '',
    languages: [],
    otherLanguageChecked: false,
    otherLanguage: '',
  },
  subjects: { primarySubject: '', secondarySubject: '', tertiarySubject: '', detailedNeeds: '' },
  additional: { availability: [], additionalInfo: '' },
};

export const STUDENT_STEPS: readonly StudentStepName[] = ['info', 'subjects', 'additional', 'terms'];

/** Which progress-bar steps carry a check mark. */
export function studentStepsDone(draft: StudentDraft, termsAccepted: boolean): Record<StudentStepName, boolean> {
  return {
    info: (SUBMITTERS as readonly string[]).includes(draft.info.submitter),
    subjects: draft.subjects.primarySubject !== '',
    additional: draft.additional.additionalInfo.trim() !== '',
    terms: termsAccepted,
  };
}
