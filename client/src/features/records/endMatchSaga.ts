import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { MatchRecord } from '@tutoring/common';
import { api, messageOf } from '../../lib/api';
import { staffT } from '../../i18n/staffText';
import { matchEnded, matchEndFailed, matchEndRequested, type EndMatchRequest } from './endMatchSlice';
import { matchReplaced } from './recordsSlice';

/** POST /api/matches/:match_id/end; the records list then shows the ended match as the server answered it. */
function* endMatch(action: PayloadAction<EndMatchRequest>) {
  try {
    const response: { data: MatchRecord } = yield call(
      api.post,
      `/matches/${action.payload.matchId}/end`,
      action.payload.body,
    );
    yield put(matchReplaced(response.data));
    yield put(matchEnded(response.data));
  } catch (error) {
    yield put(matchEndFailed(messageOf(error, staffT('records.failed.end'))));
  }
}

export function* endMatchSaga() {
  yield takeLatest(matchEndRequested.type, endMatch);
}
