import { EMPTY_STUDENT_DRAFT, planStudentSubmission, type StudentDraft } from '@tutoring/common';
import { createWizardState, type WizardState } from '../registration';
import { guardianContactOf } from './anotherChild';

const studentWizard = createWizardState('studentWizard', {
  emptyDraft: EMPTY_STUDENT_DRAFT,
  endpoint: '/tutees',
  plan: planStudentSubmission,
  keptForNext: guardianContactOf,
  selectState: (state) => state.studentWizard,
});

export const studentWizardActions = studentWizard.actions;
export const studentWizardSaga = studentWizard.saga;
export default studentWizard.reducer;

declare module '../../lib/state' {
  interface AppState {
    studentWizard: WizardState<StudentDraft>;
  }
}
