import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { ConfirmEmailPage } from '@tutoring/common';
import { api } from '../../lib/api';
import { goneState } from '../links';
import {
  confirmFailed,
  confirmLinkGone,
  confirmLinkLoaded,
  confirmLinkLoadFailed,
  confirmLinkRequested,
  confirmPressed,
  emailConfirmed,
  type ConfirmLink,
} from './confirmEmailSlice';

const path = ({ purpose, token }: ConfirmLink) => `/applications/${purpose}/${encodeURIComponent(token)}`;

function* loadConfirmLink(action: PayloadAction<ConfirmLink>) {
  try {
    const response: { data: ConfirmEmailPage } = yield call(api.get, path(action.payload));
    yield put(confirmLinkLoaded(response.data));
  } catch (error) {
    const gone = goneState(error);
    yield put(gone ? confirmLinkGone(gone) : confirmLinkLoadFailed());
  }
}

function* sendConfirmation(action: PayloadAction<ConfirmLink>) {
  try {
    yield call(api.post, path(action.payload), {});
    yield put(emailConfirmed());
  } catch (error) {
    const gone = goneState(error);
    yield put(gone ? confirmLinkGone(gone) : confirmFailed());
  }
}

export function* confirmEmailSaga() {
  yield takeLatest(confirmLinkRequested.type, loadConfirmLink);
  yield takeLatest(confirmPressed.type, sendConfirmation);
}
