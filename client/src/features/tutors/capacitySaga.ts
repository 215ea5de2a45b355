import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeEvery } from 'redux-saga/effects';
import type { TutorRecord } from '@tutoring/common';
import { api, messageOf } from '../../lib/api';
import { staffT } from '../../i18n/staffText';
import { matchTutorUpdated } from '../records';
import { REVIEW_LISTS } from '../staffLists/state';
import { capacityChanged, capacityFailed, capacityRequested, type CapacityRequest } from './capacitySlice';
import { tutorsActions } from './tutorsSlice';

/** PUT /api/tutors/:id/capacity; the records show the new numbers and both tutor lists reload (a full tutor leaves Pending Tutors). */
function* changeCapacity(action: PayloadAction<CapacityRequest>) {
  const { tutorId, capacity } = action.payload;
  try {
    const response: { data: TutorRecord } = yield call(api.put, `/tutors/${tutorId}/capacity`, { capacity });
    yield put(capacityChanged(response.data));
    yield put(matchTutorUpdated(response.data));
    yield all(REVIEW_LISTS.map((list) => put(tutorsActions.listRequested({ list }))));
  } catch (error) {
    yield put(capacityFailed({ tutorId, message: messageOf(error, staffT('tutors.capacity.failed')) }));
  }
}

export function* capacitySaga() {
  yield takeEvery(capacityRequested.type, changeCapacity);
}
