import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeEvery } from 'redux-saga/effects';
import type { TutorRecord } from '@tutoring/common';
import { api, messageOf } from '../../lib/api';
import { matchMessages as m } from './messages';
import { tutorProfileFailed, tutorProfileLoaded, tutorProfileRequested } from './tutorProfileSlice';

function* loadProfile(action: PayloadAction<number>) {
  try {
    const response: { data: TutorRecord } = yield call(api.get, `/tutors/${action.payload}`);
    yield put(tutorProfileLoaded(response.data));
  } catch (error) {
    yield put(tutorProfileFailed({ id: action.payload, error: messageOf(error, m.profileFailed) }));
  }
}

export function* tutorProfileSaga() {
  yield takeEvery(tutorProfileRequested.type, loadProfile);
}
