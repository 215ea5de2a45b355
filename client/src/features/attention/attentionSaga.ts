import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { AttentionItem } from '@tutoring/common';
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
  handledRequested,
  itemHandled,
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

export function* attentionSaga() {
  yield takeLatest(attentionRequested.type, loadAttention);
  yield takeEvery(handledRequested.type, markHandled);
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
