import { call, put, takeLatest } from 'redux-saga/effects';
import type { MatchRecord } from '@tutoring/common';
import { api, messageOf } from '../../lib/api';
import { recordsFailureMessages as m } from './failureMessages';
import { recordsFailed, recordsLoaded, recordsRequested } from './recordsSlice';

function* loadRecords() {
  try {
    const response: { data: MatchRecord[] } = yield call(api.get, '/matches');
    yield put(recordsLoaded(response.data));
  } catch (error) {
    yield put(recordsFailed(messageOf(error, m.loadFailed)));
  }
}

export function* recordsSaga() {
  yield takeLatest(recordsRequested.type, loadRecords);
}
