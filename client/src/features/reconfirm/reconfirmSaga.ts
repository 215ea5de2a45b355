import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { ReconfirmAnswer, ReconfirmPage } from '@tutoring/common';
import { api } from '../../lib/api';
import { goneState } from '../links';
import {
  answerFailed,
  answerRecorded,
  answerSent,
  reconfirmGone,
  reconfirmLoaded,
  reconfirmLoadFailed,
  reconfirmRequested,
} from './reconfirmSlice';

const path = (token: string) => `/reconfirmations/${encodeURIComponent(token)}`;

export function* loadReconfirm(action: PayloadAction<string>) {
  try {
    const response: { data: ReconfirmPage } = yield call(api.get, path(action.payload));
    yield put(reconfirmLoaded(response.data));
  } catch (error) {
    const gone = goneState(error);
    yield put(gone ? reconfirmGone(gone) : reconfirmLoadFailed());
  }
}

export function* sendAnswer(action: PayloadAction<{ token: string; answer: ReconfirmAnswer }>) {
  try {
    const response: { data: { answer: ReconfirmAnswer } } = yield call(api.post, path(action.payload.token), {
      answer: action.payload.answer,
    });
    yield put(answerRecorded(response.data.answer));
  } catch (error) {
    const gone = goneState(error);
    yield put(gone ? reconfirmGone(gone) : answerFailed());
  }
}

export function* reconfirmSaga() {
  yield takeLatest(reconfirmRequested.type, loadReconfirm);
  yield takeLatest(answerSent.type, sendAnswer);
}
