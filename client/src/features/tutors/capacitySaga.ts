import type { PayloadAction } from '@reduxjs/toolkit';
import { takeEvery } from 'redux-saga/effects';
import type { TutorRecord } from '@tutoring/common';
import { api } from '../../lib/api';
import { send } from '../../lib/request';
import { staffT } from '../../i18n/staffText';
import { matchTutorUpdated } from '../records';
import { REVIEW_LISTS } from '../staffLists/state';
import { capacityChanged, capacityFailed, capacityRequested, type CapacityRequest } from './capacitySlice';
import { tutorsActions } from './tutorsSlice';

/** PUT /api/tutors/:id/capacity; the records show the new numbers and both tutor lists reload (a full tutor leaves Pending Tutors). */
const changeCapacity = ({ payload: { tutorId, capacity } }: PayloadAction<CapacityRequest>) =>
  send(
    () => api.put<TutorRecord>(`/tutors/${tutorId}/capacity`, { capacity }),
    ({ data }) => [
      capacityChanged(data),
      matchTutorUpdated(data),
      ...REVIEW_LISTS.map((list) => tutorsActions.listRequested({ list })),
    ],
    (message) => capacityFailed({ tutorId, message }),
    staffT('tutors.capacity.failed'),
  );

export function* capacitySaga() {
  yield takeEvery(capacityRequested.type, changeCapacity);
}
