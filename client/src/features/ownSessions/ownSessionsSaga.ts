import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { StaffSessionDto } from '@tutoring/common';
import { api, messageOf, statusOf } from '../../lib/api';
import { send } from '../../lib/request';
import { ownSessionsMessages as m } from './messages';
import {
  sessionEnded,
  sessionEndFailed,
  sessionEndRequested,
  sessionsFailed,
  sessionsLoaded,
  sessionsRequested,
} from './ownSessionsSlice';

const loadSessions = () =>
  send(
    () => api.get<StaffSessionDto[]>('/user/sessions'),
    ({ data }) => sessionsLoaded(data),
    sessionsFailed,
    m.loadFailed,
  );

function* endSession(action: PayloadAction<StaffSessionDto>) {
  const session = action.payload;
  try {
    yield call(api.delete, `/user/sessions/${encodeURIComponent(session.id)}`);
    yield put(sessionEnded({ id: session.id, notice: m.ended(session.browser ?? m.unknownBrowser) }));
  } catch (error) {
    const status = statusOf(error);
    // 404: it had ended already (signed out, timed out); the server's message says so, and the list is read again.
    yield put(sessionEndFailed(status === 404 || status === 409 ? messageOf(error, m.endFailed) : m.endFailed));
    if (status === 404) yield put(sessionsRequested());
  }
}

export function* ownSessionsSaga() {
  yield takeLatest(sessionsRequested.type, loadSessions);
  yield takeEvery(sessionEndRequested.type, endSession);
}
