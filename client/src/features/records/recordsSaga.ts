import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { MATCH_LIST_MAX_LIMIT, type MatchListItem, type MatchRecord } from '@tutoring/common';
import { api, messageOf } from '../../lib/api';
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
  try {
    const response: { data: MatchListItem[]; headers: Record<string, string> } = yield call(api.get, '/matches', {
      params,
    });
    const counted = listTotal({
      total: Number(response.headers['x-total-count'] ?? response.data.length),
      capped: response.headers['x-total-count-capped'] === 'true',
      offset: params.offset,
      limit,
      received: response.data.length,
    });
    yield put(recordsLoaded({ items: response.data, ...counted, more }));
  } catch (error) {
    yield put(recordsFailed(messageOf(error, m.loadFailed)));
  }
}

function* reload() {
  yield put(recordsRequested());
}

/** The full record of a row being expanded. */
function* loadDetails(action: PayloadAction<number>) {
  try {
    const response: { data: MatchRecord } = yield call(api.get, `/matches/${action.payload}`);
    yield put(matchDetailsLoaded(response.data));
  } catch (error) {
    yield put(matchDetailsFailed({ matchId: action.payload, message: messageOf(error, m.detailsFailed) }));
  }
}

export function* recordsSaga() {
  yield takeLatest(recordsRequested.type, loadRecords);
  yield takeLatest([recordsYearChanged.type, recordsStatusChanged.type, recordsSearched.type], reload);
  yield takeEvery(matchDetailsRequested.type, loadDetails);
}
