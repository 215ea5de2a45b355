import { combineSlices } from '@reduxjs/toolkit';
import authReducer from '../features/auth/authSlice';
import configReducer from '../features/config/configSlice';
import { studentWizard } from '../features/studentWizard/studentWizardState';
import { tutorWizard } from '../features/tutorWizard/tutorWizardState';
import type { LazyLoadedSlices } from '../lib/state';

/**
 * The slices every page needs from the start: the session the navigation shows, the organisation's settings and the
 * two application wizards. Staff and emailed-link pages inject theirs when their code loads (lib/injectFeature.ts).
 */
export const rootReducer = combineSlices({
  auth: authReducer,
  config: configReducer,
  studentWizard: studentWizard.reducer,
  tutorWizard: tutorWizard.reducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();
