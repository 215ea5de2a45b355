import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeLeading } from 'redux-saga/effects';
import { api, messageOf } from '../../lib/api';
import { REVIEW_LISTS } from '../staffLists/state';
import { tuteesActions } from '../tutees/state';
import { tutorsActions } from '../tutors/state';
import { personDataMessages as m } from './messages';
import { erasureFailed, erasureRequested, erasureSucceeded, type ErasureRequest } from './personDataSlice';

/** POST /api/tutees|tutors/:id/erase; then both of that kind's lists reload without the person. */
function* erase(action: PayloadAction<ErasureRequest>) {
  const { kind, id, confirmName } = action.payload;
  try {
    yield call(api.post, `/${kind}s/${id}/erase`, { confirmName });
    yield put(erasureSucceeded(action.payload));
    const actions = kind === 'tutee' ? tuteesActions : tutorsActions;
    yield all(REVIEW_LISTS.map((list) => put(actions.listRequested({ list }))));
  } catch (error) {
    yield put(erasureFailed(messageOf(error, m.failed)));
  }
}

export function* personDataSaga() {
  yield takeLeading(erasureRequested.type, erase);
}
