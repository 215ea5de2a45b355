import { EMPTY_STUDENT_DRAFT, planStudentSubmission } from '@tutoring/common';
import { createWizardSaga } from '../registration';
import { guardianContactOf } from './anotherChild';
import { STUDENT_DRAFT_STORAGE_KEY, studentWizardActions } from './studentWizardSlice';

export const studentWizardSaga = createWizardSaga({
  sliceName: 'studentWizard',
  storageKey: STUDENT_DRAFT_STORAGE_KEY,
  emptyDraft: EMPTY_STUDENT_DRAFT,
  endpoint: '/tutees',
  selectState: (state) => state.studentWizard,
  plan: planStudentSubmission,
  keptForNext: guardianContactOf,
  actions: studentWizardActions,
});
