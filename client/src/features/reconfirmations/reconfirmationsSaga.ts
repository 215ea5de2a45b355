import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { ReconfirmationQueued, ReconfirmationRoundInput, TutorRecord } from '@tutoring/common';
import { api, messageOf } from '../../lib/api';
import { staffT } from '../../i18n/staffText';
import { matchTutorUpdated } from '../records';
import { REVIEW_LISTS } from '../staffLists/state';
import { tutorsActions } from '../tutors/state';
import {
  resumed,
  resumeFailed,
  resumeRequested,
  roundFailed,
  roundQueued,
  roundRequested,
} from './reconfirmationsSlice';

/** POST /api/reconfirmations: the questions are queued; the page says how many and when the reminder goes. */
function* startRound(action: PayloadAction<ReconfirmationRoundInput>) {
  try {
    const response: { data: ReconfirmationQueued } = yield call(api.post, '/reconfirmations', action.payload);
    yield put(roundQueued(response.data));
  } catch (error) {
    yield put(roundFailed(messageOf(error, staffT('reconfirm.failed'))));
  }
}

/** POST /api/tutors/:id/resume; the records show the tutor unpaused and both tutor lists reload. */
function* resumeTutor(action: PayloadAction<number>) {
  const tutorId = action.payload;
  try {
    const response: { data: TutorRecord } = yield call(api.post, `/tutors/${tutorId}/resume`, {});
    yield put(resumed(tutorId));
    yield put(matchTutorUpdated(response.data));
    yield all(REVIEW_LISTS.map((list) => put(tutorsActions.listRequested({ list }))));
  } catch (error) {
    yield put(resumeFailed({ tutorId, message: messageOf(error, staffT('reconfirm.resumeFailed')) }));
  }
}

export function* reconfirmationsSaga() {
  yield takeLatest(roundRequested.type, startRound);
  yield takeEvery(resumeRequested.type, resumeTutor);
}
