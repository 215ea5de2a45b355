import type { PayloadAction } from '@reduxjs/toolkit';
import { put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { AttentionItem, ConcernClosed } from '@tutoring/common';
import { api } from '../../lib/api';
import { send } from '../../lib/request';
import { emailResendFailed, emailResent, matchEnded } from '../records';
import { attentionMessages as m } from './messages';
import {
  attentionActionFailed,
  attentionFailed,
  attentionKey,
  attentionLoaded,
  attentionNotice,
  attentionRequested,
  handledFailed,
  concernCloseRequested,
  handledRequested,
  itemHandled,
  type ConcernCloseRequest,
  type HandledRequest,
} from './attentionSlice';

const loadAttention = () =>
  send(
    () => api.get<AttentionItem[]>('/attention'),
    ({ data }) => attentionLoaded(data),
    attentionFailed,
    m.loadFailed,
  );

/** POST /api/attention/handled, then the list (and the count) read again: other items may have changed meanwhile. */
const markHandled = ({ payload: { item, note } }: PayloadAction<HandledRequest>) =>
  send(
    () =>
      api.post('/attention/handled', {
        kind: item.kind,
        match_id: item.match_id,
        ...(item.email_id === undefined ? {} : { email_id: item.email_id }),
        note,
      }),
    () => [
      itemHandled({ key: attentionKey(item), notice: m.handled(item.tutee_name, item.tutor_name) }),
      attentionRequested(),
    ],
    handledFailed,
    m.handledFailed,
  );

/** POST /api/concerns/:id/close; "safety or conduct" may have ended the match, which the records then show. */
function* closeConcern({ payload: { item, outcome, note } }: PayloadAction<ConcernCloseRequest>) {
  const { concern } = item;
  if (!concern) return;
  yield* send(
    () => api.post<ConcernClosed>(`/concerns/${concern.id}/close`, { outcome, note }),
    ({ data }) => [
      itemHandled({
        key: attentionKey(item),
        notice: (data.match_ended ? m.closedEnded : m.closed)(item.tutee_name, item.tutor_name),
      }),
      attentionRequested(),
    ],
    handledFailed,
    m.closeFailed,
  );
}

export function* attentionSaga() {
  yield takeLatest(attentionRequested.type, loadAttention);
  yield takeEvery(handledRequested.type, markHandled);
  yield takeEvery(concernCloseRequested.type, closeConcern);
  // Ending a match or resending an email (here or on /records) changes the list: read it again.
  yield takeEvery([matchEnded.type, emailResent.type], function* refresh() {
    yield put(attentionRequested());
  });
  yield takeEvery(emailResent.type, function* resent() {
    yield put(attentionNotice(m.resent));
  });
  yield takeEvery(emailResendFailed.type, function* resendFailed(action: ReturnType<typeof emailResendFailed>) {
    yield put(attentionActionFailed(action.payload.message));
  });
}
