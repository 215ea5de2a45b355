import { EMPTY_STUDENT_DRAFT } from '@tutoring/common';
import { createSlice } from '@reduxjs/toolkit';
import { wizardSliceOptions } from '../registration';

export const STUDENT_DRAFT_STORAGE_KEY = 'studentWizard';

const studentWizardSlice = createSlice(
  wizardSliceOptions('studentWizard', EMPTY_STUDENT_DRAFT, STUDENT_DRAFT_STORAGE_KEY),
);

export const studentWizardActions = studentWizardSlice.actions;
export default studentWizardSlice.reducer;

declare module '../../lib/state' {
  interface AppState {
    studentWizard: ReturnType<typeof studentWizardSlice.reducer>;
  }
}
