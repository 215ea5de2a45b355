import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import { api } from '../../lib/api';
import { goneState } from './goneState';
import {
  linkAnswered,
  linkAnswerFailed,
  linkAnswerSent,
  linkGone,
  linkPageLoaded,
  linkPageLoadFailed,
  linkPageRequested,
  type LinkRef,
} from './linkPageSlice';

type Side = 'tutee' | 'tutor';

const path = ({ kind, token }: LinkRef) => `/${kind}/${encodeURIComponent(token)}`;

export function* loadLinkPage(action: PayloadAction<LinkRef>) {
  try {
    // A match link names the side it speaks to, a reconfirmation link the role of the person it asks.
    const response: { data: { side?: Side; role?: Side; language: string } } = yield call(
      api.get,
      path(action.payload),
    );
    const { side, role, language } = response.data;
    yield put(linkPageLoaded({ language, side: side ?? role }));
  } catch (error) {
    const gone = goneState(error);
    yield put(gone ? linkGone(gone) : linkPageLoadFailed());
  }
}

export function* sendLinkAnswer(action: PayloadAction<LinkRef & { body: object }>) {
  try {
    yield call(api.post, path(action.payload), action.payload.body);
    yield put(linkAnswered());
  } catch (error) {
    const gone = goneState(error);
    yield put(gone ? linkGone(gone) : linkAnswerFailed());
  }
}

export function* linkPageSaga() {
  yield takeLatest(linkPageRequested.type, loadLinkPage);
  yield takeLatest(linkAnswerSent.type, sendLinkAnswer);
}
