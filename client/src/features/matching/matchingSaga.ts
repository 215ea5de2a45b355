import { call, cancel, fork, join, put, select, takeLatest } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  STAFF_LIST_MAX_LIMIT,
  type CandidateGroups,
  type MatchPair,
  type MatchRecord,
  type TuteeRecord,
} from '@tutoring/common';
import type { LazyState } from '../../lib/state';
import { api, messageOf, statusOf } from '../../lib/api';
import { send } from '../../lib/request';
import { newTutorSought, recordsRequested } from '../records';
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
  waitingTuteeRequested,
  type MatchConfirmation,
} from './matchingSlice';
import { matchFailureMessages as m } from './failureMessages';
import { groupsAfterMatch } from './groupsAfterMatch';
import { selectMatchTutee, tuteeSelectedForMatch } from './selectionSlice';

function* onTuteeSelected(action: ReturnType<typeof tuteeSelectedForMatch>) {
  if (!action.meta.candidates) yield put(candidatesRequested(action.payload));
}

const readCandidates = (tutee: TuteeRecord) =>
  api.get<CandidateGroups>('/matches/groups', {
    params: {
      subject1: tutee.subject_1,
      subject2: tutee.subject_2,
      subject3: tutee.subject_3,
      grade: tutee.tutee_grade,
      tuteeId: tutee.id,
    },
  });

function loadCandidates({ payload: tutee }: PayloadAction<TuteeRecord>) {
  return send(
    () => readCandidates(tutee),
    ({ data }) => candidatesLoaded(data),
    candidatesFailed,
    m.candidatesFailed,
  );
}

/** Find a new tutor on /records: the match page is opened for that tutee, read again as it is now. */
function* onNewTutorSought(action: PayloadAction<number>) {
  yield put(tuteeRecoveryRequested(action.payload));
}

const recoverTutee = ({ payload: id }: PayloadAction<number>) =>
  send(
    () => api.get<TuteeRecord>(`/matches/tutee/${id}`),
    ({ data }) => [tuteeSelectedForMatch(data), tuteeRecovered()],
    tuteeRecoveryFailed,
    m.recoveryFailed,
  );

// A page of the Pending Tutees list, as the list itself loads it.
const WAITING_PAGE_SIZE = 50;

/** The Pending Tutees list as the coordinator last saw it; null when it was not opened in this session. */
function shownWaitingList({ tutees }: LazyState): { ids: number[]; q: string; options: Record<string, string> } | null {
  if (!tutees) return null;
  return {
    ids: tutees.lists.active.items.map((tutee) => tutee.id),
    q: tutees.q,
    // its triage order and filters (sort, candidates, subject and grade)
    options: tutees.options,
  };
}

/**
 * The waiting tutee that follows `afterId` in the Pending Tutees list as shown (same search, same order), read again
 * from the server so that tutees matched meanwhile are skipped; the list's first when none follows. Null when nobody
 * waits.
 */
function* nextWaitingTutee(afterId: number | null) {
  const shown: ReturnType<typeof shownWaitingList> = yield select(shownWaitingList);
  const position = afterId === null || !shown ? -1 : shown.ids.indexOf(afterId);
  const response: { data: TuteeRecord[] } = yield call(api.get, '/tutees/active', {
    params: {
      ...shown?.options,
      q: shown?.q || undefined,
      limit: Math.min(STAFF_LIST_MAX_LIMIT, Math.max(WAITING_PAGE_SIZE, position + 2)),
      offset: 0,
    },
  });
  const waiting = new Map(response.data.filter((tutee) => tutee.id !== afterId).map((tutee) => [tutee.id, tutee]));
  const following = position < 0 || !shown ? [] : shown.ids.slice(position + 1);
  const next = following.map((id) => waiting.get(id)).find((tutee) => tutee !== undefined);
  return next ?? waiting.values().next().value ?? null;
}

interface NextTutee {
  /** null when nobody else waits, or when the list could not be read (the match stands; the page says so) */
  tutee: TuteeRecord | null;
  /** null when they could not be read: the page asks for them as for any tutee */
  candidates: CandidateGroups | null;
}

/** The tutee after `afterId` and its candidate groups, read while the match is saved. */
function* nextTuteeWithCandidates(afterId: number) {
  const next: NextTutee = { tutee: null, candidates: null };
  try {
    const tutee: TuteeRecord | null = yield call(nextWaitingTutee, afterId);
    next.tutee = tutee;
    if (!tutee) return next;
    const { data }: { data: CandidateGroups } = yield call(readCandidates, tutee);
    next.candidates = data;
  } catch {
    // what was read is kept: see NextTutee
  }
  return next;
}

/**
 * The next tutee, with its candidates as the match just made leaves them (the tutor's free places are in the match's
 * answer). When the match filled a tutor that a group cut at its limit listed, that group would now end with another
 * tutor: the page shows the candidates at once and reads them again. Without either (the candidates could not be read,
 * or the server answered the match without its record) the page reads them as for any tutee.
 */
function* goOnTo({ tutee, candidates }: NextTutee, made: MatchRecord | null) {
  if (!tutee) return;
  if (!candidates || !made) {
    yield put(tuteeSelectedForMatch(tutee));
    return;
  }
  const after = groupsAfterMatch(candidates, made.tutor_id, made.tutor_capacity - made.tutor_current_matches);
  yield put(tuteeSelectedForMatch(tutee, after.groups));
  if (after.short) yield put(candidatesRequested(tutee));
}

/** The Match navigation item, or a page opened without a tutee: the first waiting tutee. */
function* openFirstWaitingTutee() {
  try {
    const first: TuteeRecord | null = yield call(nextWaitingTutee, null);
    if (!first) {
      yield put(tuteeRecoveryFailed(m.noneWaiting));
      return;
    }
    yield put(tuteeSelectedForMatch(first));
    yield put(tuteeRecovered());
  } catch (error) {
    yield put(tuteeRecoveryFailed(messageOf(error, m.recoveryFailed)));
  }
}

/**
 * The original client's second call, once the match is made: it confirms the pair and changes nothing on the server,
 * so the next tutee does not wait for it, and its failure neither undoes nor half-makes the match. The page therefore
 * does not say "could not be saved" for it; the matches' reload shows the match either way.
 */
function* confirmMatchStatus(pair: MatchPair) {
  try {
    yield call(api.put, '/matches/matchStatus', pair);
  } catch {
    // nothing to undo or retry: see above
  }
}

/**
 * The original client's calls in its order: create the match (with sendEmails, the server queues the emails with it),
 * mark the pair matched, reload the matches. The page then goes on to the next waiting tutee (or says that nobody else
 * waits) instead of to /records. The next tutee and its candidates are read meanwhile, not after: the lookup leaves the
 * tutee being matched out itself, and the match's answer says how it changed the candidates, so no round trip stands
 * between the saved match and the next tutee's candidates.
 */
function* confirmMatch(action: PayloadAction<MatchConfirmation>) {
  const { match, tuteeName, tutorName } = action.payload;
  const { sendEmails, ...pair } = match;
  const lookup: Task = yield fork(nextTuteeWithCandidates, pair.tutee_id);
  let made: MatchRecord | null;
  try {
    const response: { data: MatchRecord | null } = yield call(api.post, '/matches', { ...pair, sendEmails });
    made = response.data;
  } catch (error) {
    yield cancel(lookup);
    yield put(matchFailed(messageOf(error, m.confirmFailed)));
    // Someone else took the tutee or the tutor: show who is still available.
    if (statusOf(error) === 409) {
      const tutee: TuteeRecord | null = yield select(selectMatchTutee);
      if (tutee) yield put(candidatesRequested(tutee));
    }
    return;
  }
  yield fork(confirmMatchStatus, pair);
  // The matches reload on their own: the next tutee's candidates need not wait for them.
  yield put(recordsRequested());
  const next: NextTutee = yield join(lookup);
  yield put(matchCompleted({ tuteeId: pair.tutee_id, tuteeName, tutorName, next: next.tutee }));
  // Selected here rather than from the page's effect, which runs only after the success message has painted.
  yield call(goOnTo, next, made);
}

export function* matchingSaga() {
  yield takeLatest(tuteeSelectedForMatch.type, onTuteeSelected);
  yield takeLatest(candidatesRequested.type, loadCandidates);
  yield takeLatest(newTutorSought.type, onNewTutorSought);
  yield takeLatest(tuteeRecoveryRequested.type, recoverTutee);
  yield takeLatest(waitingTuteeRequested.type, openFirstWaitingTutee);
  yield takeLatest(matchConfirmed.type, confirmMatch);
}
