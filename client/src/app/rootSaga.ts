import { all } from 'redux-saga/effects';
import { authSaga } from '../features/auth/authSaga';
import { configSaga } from '../features/config/configSaga';
import { matchingSaga } from '../features/matching/matchingSaga';
import { recordsSaga } from '../features/records/recordsSaga';
import { tuteesSaga } from '../features/tutees/tuteesSaga';
import { tutorsSaga } from '../features/tutors/tutorsSaga';
import { studentWizard } from '../features/studentWizard/studentWizardState';
import { tutorWizard } from '../features/tutorWizard/tutorWizardState';

/** Every feature's saga: each server call goes through one of these. */
export function* rootSaga() {
  yield all([
    authSaga(),
    configSaga(),
    tuteesSaga(),
    tutorsSaga(),
    studentWizard.saga(),
    tutorWizard.saga(),
    matchingSaga(),
    recordsSaga(),
  ]);
}
