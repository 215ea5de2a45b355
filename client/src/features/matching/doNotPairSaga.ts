import type { PayloadAction } from '@reduxjs/toolkit';
import { put, select, takeEvery } from 'redux-saga/effects';
import type { DoNotPairEntry, TuteeRecord } from '@tutoring/common';
import { api } from '../../lib/api';
import { send } from '../../lib/request';
import { staffMessages } from '../../i18n/staffText';
import {
  doNotPairAdded,
  doNotPairAddFailed,
  doNotPairAddRequested,
  doNotPairListFailed,
  doNotPairListLoaded,
  doNotPairListRequested,
  doNotPairRemoved,
  doNotPairRemoveFailed,
  doNotPairRemoveRequested,
  type DoNotPairSide,
} from './doNotPairSlice';
import { candidatesRequested } from './matchingSlice';
import { selectMatchTutee } from './selectionSlice';

const FAILED = staffMessages((t) => ({
  load: t('match.doNotPairFailed.load'),
  add: t('match.doNotPairFailed.add'),
  remove: t('match.doNotPairFailed.remove'),
}));

const basePath = (side: DoNotPairSide) => (side === 'tutee' ? '/tutees' : '/tutors');

const loadList = ({ payload: { side, id } }: PayloadAction<{ side: DoNotPairSide; id: number }>) =>
  send(
    () => api.get<DoNotPairEntry[]>(`${basePath(side)}/${id}/do-not-pair`),
    ({ data }) => doNotPairListLoaded({ side, id, entries: data }),
    (message) => doNotPairListFailed({ side, id, message }),
    FAILED.load,
  );

/** POST the pair; the match page then reloads its candidates, so the barred tutor leaves them. */
function* addPair({
  payload: { tuteeId, tutorId, reason },
}: PayloadAction<{ tuteeId: number; tutorId: number; reason: string }>) {
  const added: boolean = yield* send(
    () => api.post<DoNotPairEntry[]>(`/tutees/${tuteeId}/do-not-pair`, { tutorId, reason }),
    ({ data }) => doNotPairAdded({ tuteeId, tutorId, entries: data }),
    doNotPairAddFailed,
    FAILED.add,
  );
  if (!added) return;
  const tutee: TuteeRecord | null = yield select(selectMatchTutee);
  if (tutee?.id === tuteeId) yield put(candidatesRequested(tutee));
}

const removePair = ({
  payload: { side, tuteeId, tutorId },
}: PayloadAction<{ side: DoNotPairSide; tuteeId: number; tutorId: number }>) =>
  send(
    // A state-changing request must be JSON, even without anything to say.
    () => api.delete<DoNotPairEntry[]>(`/tutees/${tuteeId}/do-not-pair/${tutorId}`, { data: {} }),
    ({ data }) => [
      doNotPairRemoved({ tuteeId, tutorId, entries: data }),
      ...(side === 'tutor' ? [doNotPairListRequested({ side, id: tutorId })] : []),
    ],
    (message) => doNotPairRemoveFailed({ side, id: side === 'tutee' ? tuteeId : tutorId, message }),
    FAILED.remove,
  );

export function* doNotPairSaga() {
  yield takeEvery(doNotPairListRequested.type, loadList);
  yield takeEvery(doNotPairAddRequested.type, addPair);
  yield takeEvery(doNotPairRemoveRequested.type, removePair);
}
