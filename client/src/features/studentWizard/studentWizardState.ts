import { EMPTY_STUDENT_DRAFT, type StudentDraft } from '@tutoring/common';
import { createWizardState, type WizardState } from '../registration';
import { guardianContactOf } from './anotherChild';

/** The student wizard's slice and saga; its draft is stored under the slice's name. */
export const studentWizard = createWizardState('studentWizard', EMPTY_STUDENT_DRAFT, {
  endpoint: '/tutees',
  selectState: (state) => state.studentWizard,
  plan: (rules, ...args) => rules.planStudentSubmission(...args),
  keptForNext: guardianContactOf,
});

declare module '../../lib/state' {
  interface AppState {
    studentWizard: WizardState<StudentDraft>;
  }
}
