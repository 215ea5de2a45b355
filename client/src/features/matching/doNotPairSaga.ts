import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeEvery } from 'redux-saga/effects';
import type { DoNotPairEntry, TuteeRecord } from '@tutoring/common';
import { api, messageOf } from '../../lib/api';
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

function* loadList(action: PayloadAction<{ side: DoNotPairSide; id: number }>) {
  const { side, id } = action.payload;
  try {
    const response: { data: DoNotPairEntry[] } = yield call(api.get, `${basePath(side)}/${id}/do-not-pair`);
    yield put(doNotPairListLoaded({ side, id, entries: response.data }));
  } catch (error) {
    yield put(doNotPairListFailed({ side, id, message: messageOf(error, FAILED.load) }));
  }
}

/** POST the pair; the match page then reloads its candidates, so the barred tutor leaves them. */
function* addPair(action: PayloadAction<{ tuteeId: number; tutorId: number; reason: string }>) {
  const { tuteeId, tutorId, reason } = action.payload;
  try {
    const response: { data: DoNotPairEntry[] } = yield call(api.post, `/tutees/${tuteeId}/do-not-pair`, {
      tutorId,
      reason,
    });
    yield put(doNotPairAdded({ tuteeId, tutorId, entries: response.data }));
  } catch (error) {
    yield put(doNotPairAddFailed(messageOf(error, FAILED.add)));
    return;
  }
  const tutee: TuteeRecord | null = yield select(selectMatchTutee);
  if (tutee?.id === tuteeId) yield put(candidatesRequested(tutee));
}

function* removePair(action: PayloadAction<{ side: DoNotPairSide; tuteeId: number; tutorId: number }>) {
  const { side, tuteeId, tutorId } = action.payload;
  try {
    // A state-changing request must be JSON, even without anything to say.
    const response: { data: DoNotPairEntry[] } = yield call(api.delete, `/tutees/${tuteeId}/do-not-pair/${tutorId}`, {
      data: {},
    });
    yield put(doNotPairRemoved({ tuteeId, tutorId, entries: response.data }));
    if (side === 'tutor') yield put(doNotPairListRequested({ side, id: tutorId }));
  } catch (error) {
    yield put(
      doNotPairRemoveFailed({
        side,
        id: side === 'tutee' ? tuteeId : tutorId,
        message: messageOf(error, FAILED.remove),
      }),
    );
  }
}

export function* doNotPairSaga() {
  yield takeEvery(doNotPairListRequested.type, loadList);
  yield takeEvery(doNotPairAddRequested.type, addPair);
  yield takeEvery(doNotPairRemoveRequested.type, removePair);
}
