import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { AttentionItem, ConcernClosed } from '@tutoring/common';
import { api, messageOf } from '../../lib/api';
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

function* loadAttention() {
  try {
    const response: { data: AttentionItem[] } = yield call(api.get, '/attention');
    yield put(attentionLoaded(response.data));
  } catch (error) {
    yield put(attentionFailed(messageOf(error, m.loadFailed)));
  }
}

/** POST /api/attention/handled, then the list (and the count) read again: other items may have changed meanwhile. */
function* markHandled(action: PayloadAction<HandledRequest>) {
  const { item, note } = action.payload;
  try {
    yield call(api.post, '/attention/handled', {
      kind: item.kind,
      match_id: item.match_id,
      ...(item.email_id === undefined ? {} : { email_id: item.email_id }),
      note,
    });
    yield put(itemHandled({ key: attentionKey(item), notice: m.handled(item.tutee_name, item.tutor_name) }));
    yield put(attentionRequested());
  } catch (error) {
    yield put(handledFailed(messageOf(error, m.handledFailed)));
  }
}

/** POST /api/concerns/:id/close; "safety or conduct" may have ended the match, which the records then show. */
function* closeConcern(action: PayloadAction<ConcernCloseRequest>) {
  const { item, outcome, note } = action.payload;
  if (!item.concern) return;
  try {
    const response: { data: ConcernClosed } = yield call(api.post, `/concerns/${item.concern.id}/close`, {
      outcome,
      note,
    });
    const said = response.data.match_ended ? m.closedEnded : m.closed;
    yield put(itemHandled({ key: attentionKey(item), notice: said(item.tutee_name, item.tutor_name) }));
    yield put(attentionRequested());
  } catch (error) {
    yield put(handledFailed(messageOf(error, m.closeFailed)));
  }
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
