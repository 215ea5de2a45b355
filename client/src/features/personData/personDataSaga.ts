import type { PayloadAction } from '@reduxjs/toolkit';
import { takeLeading } from 'redux-saga/effects';
import { api } from '../../lib/api';
import { send } from '../../lib/request';
import { REVIEW_LISTS } from '../staffLists/state';
import { tuteesActions } from '../tutees/state';
import { tutorsActions } from '../tutors/state';
import { personDataMessages as m } from './messages';
import { erasureFailed, erasureRequested, erasureSucceeded, type ErasureRequest } from './personDataSlice';

/** POST /api/tutees|tutors/:id/erase; then both of that kind's lists reload without the person. */
function erase({ payload }: PayloadAction<ErasureRequest>) {
  const { kind, id, confirmName } = payload;
  const lists = kind === 'tutee' ? tuteesActions : tutorsActions;
  return send(
    () => api.post(`/${kind}s/${id}/erase`, { confirmName }),
    () => [erasureSucceeded(payload), ...REVIEW_LISTS.map((list) => lists.listRequested({ list }))],
    erasureFailed,
    m.failed,
  );
}

export function* personDataSaga() {
  yield takeLeading(erasureRequested.type, erase);
}
