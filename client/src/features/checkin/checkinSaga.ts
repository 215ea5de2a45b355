import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { CheckinAnswer, CheckinPage } from '@tutoring/common';
import { api } from '../../lib/api';
import { goneState } from '../links';
import {
  answerFailed,
  answerRecorded,
  answerSent,
  checkinGone,
  checkinLoaded,
  checkinLoadFailed,
  checkinRequested,
} from './checkinSlice';

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
