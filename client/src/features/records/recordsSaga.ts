import type { PayloadAction } from '@reduxjs/toolkit';
import { put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { MATCH_LIST_MAX_LIMIT, type MatchListItem, type MatchRecord } from '@tutoring/common';
import { api } from '../../lib/api';
import { send } from '../../lib/request';
import { listTotal } from '../staffLists/state';
import { recordsFailureMessages as m } from './failureMessages';
import {
  matchDetailsFailed,
  matchDetailsLoaded,
  matchDetailsRequested,
  recordsFailed,
  recordsLoaded,
  recordsRequested,
  recordsSearched,
  recordsStatusChanged,
  recordsYearChanged,
  RECORDS_PAGE_SIZE,
  selectRecords,
  type RecordsState,
} from './recordsSlice';

/** A page of narrow rows for the year and status chosen; a reload keeps as many rows as were shown. */
function* loadRecords(action: PayloadAction<{ more?: boolean } | undefined>) {
  const more = action.payload?.more ?? false;
  const state: RecordsState = yield select(selectRecords);
  const limit = more
    ? RECORDS_PAGE_SIZE
    : Math.min(MATCH_LIST_MAX_LIMIT, Math.max(RECORDS_PAGE_SIZE, state.items.length));
  const params = {
    limit,
    offset: more ? state.items.length : 0,
    year: state.year || undefined,
    status: state.matchStatus,
    q: state.q || undefined,
  };
  yield* send(
    () => api.get<MatchListItem[]>('/matches', { params }),
    ({ data, headers }) => {
      const counted = listTotal({
        total: Number(headers['x-total-count'] ?? data.length),
        capped: headers['x-total-count-capped'] === 'true',
        offset: params.offset,
        limit,
        received: data.length,
      });
      return recordsLoaded({ items: data, ...counted, more });
    },
    recordsFailed,
    m.loadFailed,
  );
}

function* reload() {
  yield put(recordsRequested());
}

/** The full record of a row being expanded. */
const loadDetails = ({ payload: matchId }: PayloadAction<number>) =>
  send(
    () => api.get<MatchRecord>(`/matches/${matchId}`),
    ({ data }) => matchDetailsLoaded(data),
    (message) => matchDetailsFailed({ matchId, message }),
    m.detailsFailed,
  );

export function* recordsSaga() {
  yield takeLatest(recordsRequested.type, loadRecords);
  yield takeLatest([recordsYearChanged.type, recordsStatusChanged.type, recordsSearched.type], reload);
  yield takeEvery(matchDetailsRequested.type, loadDetails);
}
