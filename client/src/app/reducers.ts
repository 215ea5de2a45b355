import authReducer from '../features/auth/authSlice';
import configReducer from '../features/config/configSlice';
import studentWizardReducer from '../features/studentWizard/studentWizardSlice';
import tutorWizardReducer from '../features/tutorWizard/tutorWizardSlice';

/** Every feature's slice, by name. */
export const reducers = {
  auth: authReducer,
  config: configReducer,
  studentWizard: studentWizardReducer,
  tutorWizard: tutorWizardReducer,
};
