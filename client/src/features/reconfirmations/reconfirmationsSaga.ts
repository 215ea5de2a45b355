import type { PayloadAction } from '@reduxjs/toolkit';
import { takeEvery, takeLatest } from 'redux-saga/effects';
import type { ReconfirmationQueued, ReconfirmationRoundInput, TutorRecord } from '@tutoring/common';
import { api } from '../../lib/api';
import { send } from '../../lib/request';
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
const startRound = ({ payload }: PayloadAction<ReconfirmationRoundInput>) =>
  send(
    () => api.post<ReconfirmationQueued>('/reconfirmations', payload),
    ({ data }) => roundQueued(data),
    roundFailed,
    staffT('reconfirm.failed'),
  );

/** POST /api/tutors/:id/resume; the records show the tutor unpaused and both tutor lists reload. */
const resumeTutor = ({ payload: tutorId }: PayloadAction<number>) =>
  send(
    () => api.post<TutorRecord>(`/tutors/${tutorId}/resume`),
    ({ data }) => [
      resumed(tutorId),
      matchTutorUpdated(data),
      ...REVIEW_LISTS.map((list) => tutorsActions.listRequested({ list })),
    ],
    (message) => resumeFailed({ tutorId, message }),
    staffT('reconfirm.resumeFailed'),
  );

export function* reconfirmationsSaga() {
  yield takeLatest(roundRequested.type, startRound);
  yield takeEvery(resumeRequested.type, resumeTutor);
}
