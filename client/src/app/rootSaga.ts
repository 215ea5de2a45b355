import { all } from 'redux-saga/effects';
import { authSaga } from '../features/auth/authSaga';
import { configSaga } from '../features/config/configSaga';
import { studentWizard } from '../features/studentWizard/studentWizardState';
import { tutorWizard } from '../features/tutorWizard/tutorWizardState';

/** The sagas of the slices the store starts with; a lazy feature's saga runs when the feature is injected. */
export function* rootSaga() {
  yield all([authSaga(), configSaga(), studentWizard.saga(), tutorWizard.saga()]);
}
