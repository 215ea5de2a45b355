import { EMPTY_TUTOR_DRAFT } from '@tutoring/common';
import { createSlice } from '@reduxjs/toolkit';
import { wizardSliceOptions } from '../registration';

export const TUTOR_DRAFT_STORAGE_KEY = 'tutorWizard';

const tutorWizardSlice = createSlice(wizardSliceOptions('tutorWizard', EMPTY_TUTOR_DRAFT, TUTOR_DRAFT_STORAGE_KEY));

export const tutorWizardActions = tutorWizardSlice.actions;
export default tutorWizardSlice.reducer;

declare module '../../lib/state' {
  interface AppState {
    tutorWizard: ReturnType<typeof tutorWizardSlice.reducer>;
  }
}
