import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { CheckinAnswer, CheckinPage, LinkState } from '@tutoring/common';
import { ApiError, api, statusOf } from '../../lib/api';
import {
  answerFailed,
  answerRecorded,
  answerSent,
  checkinGone,
  checkinLoaded,
  checkinLoadFailed,
  checkinRequested,
} from './checkinSlice';

/** The state a 410 names (used, or expired for any other link), or null for another failure. */
function goneState(error: unknown): LinkState | null {
  if (statusOf(error) !== 410 || !(error instanceof ApiError)) return null;
  const code = (error.body as { error?: { code?: unknown } } | undefined)?.error?.code;
  return code === 'used' ? 'used' : 'expired';
}

const path = (token: string) => `/checkins/${encodeURIComponent(token)}`;

export function* loadCheckin(action: PayloadAction<string>) {
  try {
    const response: { data: CheckinPage } = yield call(api.get, path(action.payload));
    yield put(checkinLoaded(response.data));
  } catch (error) {
    const gone = goneState(error);
    yield put(gone ? checkinGone(gone) : checkinLoadFailed());
  }
}

export function* sendAnswer(action: PayloadAction<{ token: string; answer: CheckinAnswer }>) {
  try {
    const response: { data: { answer: CheckinAnswer } } = yield call(api.post, path(action.payload.token), {
      answer: action.payload.answer,
    });
    yield put(answerRecorded(response.data.answer));
  } catch (error) {
    const gone = goneState(error);
    yield put(gone ? checkinGone(gone) : answerFailed());
  }
}

export function* checkinSaga() {
  yield takeLatest(checkinRequested.type, loadCheckin);
  yield takeLatest(answerSent.type, sendAnswer);
}
