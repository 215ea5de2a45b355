import { call, put, select, take, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { CandidateGroups, NewMatch, TuteeRecord } from '@tutoring/common';
import type { AppState } from '../../lib/state';
import { api, messageOf, statusOf } from '../../lib/api';
import { newTutorSought, recordsFailed, recordsLoaded, recordsRequested } from '../records';
import {
  candidatesFailed,
  candidatesLoaded,
  candidatesRequested,
  matchCompleted,
  matchConfirmed,
  matchFailed,
  tuteeRecovered,
  tuteeRecoveryFailed,
  tuteeRecoveryRequested,
} from './matchingSlice';
import { matchFailureMessages as m } from './failureMessages';
import { tuteeSelectedForMatch } from './selectionSlice';

function* onTuteeSelected(action: PayloadAction<TuteeRecord>) {
  yield put(candidatesRequested(action.payload));
}

function* loadCandidates(action: PayloadAction<TuteeRecord>) {
  const tutee = action.payload;
  try {
    const response: { data: CandidateGroups } = yield call(api.get, '/matches/groups', {
      params: {
        subject1: tutee.subject_1,
        subject2: tutee.subject_2,
        subject3: tutee.subject_3,
        grade: tutee.tutee_grade,
        tuteeId: tutee.id,
      },
    });
    yield put(candidatesLoaded(response.data));
  } catch (error) {
    yield put(candidatesFailed(messageOf(error, m.candidatesFailed)));
  }
}

/** Find a new tutor on /records: the match page is opened for that tutee, read again as it is now. */
function* onNewTutorSought(action: PayloadAction<number>) {
  yield put(tuteeRecoveryRequested(action.payload));
}

function* recoverTutee(action: PayloadAction<number>) {
  try {
    const response: { data: TuteeRecord } = yield call(api.get, `/matches/tutee/${action.payload}`);
    yield put(tuteeSelectedForMatch(response.data));
    yield put(tuteeRecovered());
  } catch (error) {
    yield put(tuteeRecoveryFailed(messageOf(error, m.recoveryFailed)));
  }
}

/**
 * The original client's order: create the match (with sendEmails, the server queues the emails with it), mark the
 * pair matched, reload the matches, then the page goes to /records.
 */
function* confirmMatch(action: PayloadAction<NewMatch>) {
  const { sendEmails, ...pair } = action.payload;
  try {
    yield call(api.post, '/matches', { ...pair, sendEmails });
    yield call(api.put, '/matches/matchStatus', pair);
  } catch (error) {
    yield put(matchFailed(messageOf(error, m.confirmFailed)));
    // Someone else took the tutee or the tutor: show who is still available.
    if (statusOf(error) === 409) {
      const tutee: TuteeRecord | null = yield select((state: AppState) => state.matchSelection.tutee);
      if (tutee) yield put(candidatesRequested(tutee));
    }
    return;
  }
  yield put(recordsRequested());
  yield take([recordsLoaded.type, recordsFailed.type]);
  yield put(matchCompleted(action.payload.tutee_id));
}

export function* matchingSaga() {
  yield takeLatest(tuteeSelectedForMatch.type, onTuteeSelected);
  yield takeLatest(candidatesRequested.type, loadCandidates);
  yield takeLatest(newTutorSought.type, onNewTutorSought);
  yield takeLatest(tuteeRecoveryRequested.type, recoverTutee);
  yield takeLatest(matchConfirmed.type, confirmMatch);
}
