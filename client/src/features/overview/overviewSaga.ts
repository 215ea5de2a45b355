import { takeLatest } from 'redux-saga/effects';
import type { ProgrammeOverview } from '@tutoring/common';
import { api } from '../../lib/api';
import { send } from '../../lib/request';
import { overviewMessages as m } from './messages';
import { overviewFailed, overviewLoaded, overviewRequested } from './overviewSlice';

const loadOverview = () =>
  send(
    () => api.get<ProgrammeOverview>('/overview'),
    (res) => overviewLoaded(res.data),
    overviewFailed,
    m.loadFailed,
  );

export function* overviewSaga() {
  yield takeLatest(overviewRequested.type, loadOverview);
}
