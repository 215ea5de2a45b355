import { call, put, takeLatest } from 'redux-saga/effects';
import type { PublicConfigDto } from '@tutoring/common';
import { api } from '../../lib/api';
import { configLoaded, configRequested } from './configSlice';

function* loadConfig() {
  try {
    const response: { data: PublicConfigDto } = yield call(api.get, '/config');
    yield put(configLoaded(response.data));
  } catch {
    // The defaults keep the public pages usable; staff screens report their own load failures.
  }
}

export function* configSaga() {
  yield takeLatest(configRequested.type, loadConfig);
}
