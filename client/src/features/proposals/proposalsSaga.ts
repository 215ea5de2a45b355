import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { ProposalAcceptResult, ProposalRun } from '@tutoring/common';
import { api, messageOf } from '../../lib/api';
import { send } from '../../lib/request';
import { proposalMessages as m } from './messages';
import {
  acceptFailed,
  acceptFinished,
  acceptRequested,
  pairRejected,
  proposalLoaded,
  proposeFailed,
  proposeRequested,
  rejectFailed,
  rejectRequested,
  selectProposals,
  type AcceptRequest,
  type ProposalsState,
  type RejectRequest,
} from './proposalsSlice';

function* propose() {
  const { rejected }: ProposalsState = yield select(selectProposals);
  yield* send(
    () => api.post<ProposalRun>('/proposals', { excluded: rejected }),
    ({ data }) => proposalLoaded(data),
    proposeFailed,
    m.proposeFailed,
  );
}

function* reject({ payload: { pair, doNotPairReason } }: PayloadAction<RejectRequest>) {
  if (doNotPairReason === null) {
    yield put(pairRejected(pair));
    return;
  }
  yield* send(
    () => api.post(`/tutees/${pair.tutee_id}/do-not-pair`, { tutorId: pair.tutor_id, reason: doNotPairReason }),
    () => pairRejected(pair),
    rejectFailed,
    m.rejectFailed,
  );
}

function* accept(action: PayloadAction<AcceptRequest>) {
  const { runId, pairs, sendEmails } = action.payload;
  try {
    const response: { data: ProposalAcceptResult } = yield call(api.post, `/proposals/${runId}/accept`, {
      ...(pairs ? { pairs } : {}),
      sendEmails,
    });
    // The run again, so accepted pairs show as matched.
    const run: { data: ProposalRun } = yield call(api.get, `/proposals/${runId}`);
    yield put(acceptFinished({ result: response.data, run: run.data }));
  } catch (error) {
    yield put(acceptFailed(messageOf(error, m.acceptFailed)));
  }
}

export function* proposalsSaga() {
  yield takeLatest(proposeRequested.type, propose);
  yield takeEvery(rejectRequested.type, reject);
  yield takeLatest(acceptRequested.type, accept);
}
