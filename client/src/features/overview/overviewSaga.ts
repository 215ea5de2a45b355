import { call, put, takeLatest } from 'redux-saga/effects';
import type { ProgrammeOverview } from '@tutoring/common';
import { api, messageOf } from '../../lib/api';
import { overviewMessages as m } from './messages';
import { overviewFailed, overviewLoaded, overviewRequested } from './overviewSlice';

function* loadOverview() {
  try {
    const response: { data: ProgrammeOverview } = yield call(api.get, '/overview');
    yield put(overviewLoaded(response.data));
  } catch (error) {
    yield put(overviewFailed(messageOf(error, m.loadFailed)));
  }
}

export function* overviewSaga() {
  yield takeLatest(overviewRequested.type, loadOverview);
}
