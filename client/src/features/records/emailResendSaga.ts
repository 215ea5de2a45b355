import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { MatchRecord } from '@tutoring/common';
import { api, messageOf } from '../../lib/api';
import { staffT } from '../../i18n/staffText';
import { emailResendFailed, emailResendRequested, emailResent, type EmailResendRequest } from './emailResendSlice';
import { matchReplaced } from './recordsSlice';

/** POST /api/matches/:match_id/emails/:email_id/resend; the match's emails then list the queued copy. */
function* resendEmail(action: PayloadAction<EmailResendRequest>) {
  const { matchId, emailId } = action.payload;
  try {
    const response: { data: MatchRecord } = yield call(api.post, `/matches/${matchId}/emails/${emailId}/resend`, {});
    yield put(matchReplaced(response.data));
    yield put(emailResent(response.data));
  } catch (error) {
    yield put(emailResendFailed({ emailId, message: messageOf(error, staffT('records.failed.resend')) }));
  }
}

export function* emailResendSaga() {
  yield takeLatest(emailResendRequested.type, resendEmail);
}
