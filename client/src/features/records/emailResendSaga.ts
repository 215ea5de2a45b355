import type { PayloadAction } from '@reduxjs/toolkit';
import { takeLatest } from 'redux-saga/effects';
import type { MatchRecord } from '@tutoring/common';
import { api } from '../../lib/api';
import { send } from '../../lib/request';
import { staffT } from '../../i18n/staffText';
import { emailResendFailed, emailResendRequested, emailResent, type EmailResendRequest } from './emailResendSlice';
import { matchReplaced } from './recordsSlice';

/** POST /api/matches/:match_id/emails/:email_id/resend; the match's emails then list the queued copy. */
const resendEmail = ({ payload: { matchId, emailId } }: PayloadAction<EmailResendRequest>) =>
  send(
    () => api.post<MatchRecord>(`/matches/${matchId}/emails/${emailId}/resend`),
    ({ data }) => [matchReplaced(data), emailResent(data)],
    (message) => emailResendFailed({ emailId, message }),
    staffT('records.failed.resend'),
  );

export function* emailResendSaga() {
  yield takeLatest(emailResendRequested.type, resendEmail);
}
