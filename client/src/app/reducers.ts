import authReducer from '../features/auth/authSlice';
import configReducer from '../features/config/configSlice';
import matchSelectionReducer from '../features/matching/selectionSlice';
import matchingReducer from '../features/matching/matchingSlice';
import recordsReducer from '../features/records/recordsSlice';
import tuteesReducer from '../features/tutees/tuteesSlice';
import tutorsReducer from '../features/tutors/tutorsSlice';
import { studentWizard } from '../features/studentWizard/studentWizardState';
import { tutorWizard } from '../features/tutorWizard/tutorWizardState';

/** Every feature's slice, by name. */
export const reducers = {
  auth: authReducer,
  config: configReducer,
  tutees: tuteesReducer,
  tutors: tutorsReducer,
  matchSelection: matchSelectionReducer,
  matching: matchingReducer,
  records: recordsReducer,
  studentWizard: studentWizard.reducer,
  tutorWizard: tutorWizard.reducer,
};
