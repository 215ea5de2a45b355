import { planStudentSubmission } from '@tutoring/common';
import { createWizardSaga } from '../registration';
import { STUDENT_DRAFT_STORAGE_KEY, studentWizardActions } from './studentWizardSlice';

export const studentWizardSaga = createWizardSaga({
  sliceName: 'studentWizard',
  storageKey: STUDENT_DRAFT_STORAGE_KEY,
  endpoint: '/tutees',
  selectState: (state) => state.studentWizard,
  plan: planStudentSubmission,
  actions: studentWizardActions,
});
