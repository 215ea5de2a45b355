import type { PayloadAction } from '@reduxjs/toolkit';
import { takeLatest } from 'redux-saga/effects';
import type { MatchRecord } from '@tutoring/common';
import { api } from '../../lib/api';
import { send } from '../../lib/request';
import { staffT } from '../../i18n/staffText';
import { matchEnded, matchEndFailed, matchEndRequested, type EndMatchRequest } from './endMatchSlice';
import { matchReplaced } from './recordsSlice';

/** POST /api/matches/:match_id/end; the records list then shows the ended match as the server answered it. */
const endMatch = ({ payload }: PayloadAction<EndMatchRequest>) =>
  send(
    () => api.post<MatchRecord>(`/matches/${payload.matchId}/end`, payload.body),
    ({ data }) => [matchReplaced(data), matchEnded(data)],
    matchEndFailed,
    staffT('records.failed.end'),
  );

export function* endMatchSaga() {
  yield takeLatest(matchEndRequested.type, endMatch);
}
