import type { PayloadAction } from '@reduxjs/toolkit';
import { takeEvery } from 'redux-saga/effects';
import type { TutorRecord } from '@tutoring/common';
import { api } from '../../lib/api';
import { send } from '../../lib/request';
import { matchMessages as m } from './messages';
import { tutorProfileFailed, tutorProfileLoaded, tutorProfileRequested } from './tutorProfileSlice';

const loadProfile = ({ payload: id }: PayloadAction<number>) =>
  send(
    () => api.get<TutorRecord>(`/tutors/${id}`),
    ({ data }) => tutorProfileLoaded(data),
    (error) => tutorProfileFailed({ id, error }),
    m.profileFailed,
  );

export function* tutorProfileSaga() {
  yield takeEvery(tutorProfileRequested.type, loadProfile);
}
