import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import { contactUpdatedSchema, erasureAnswerSchema, type ApplicantApplications } from '@tutoring/common';
import { api, statusOf } from '../../lib/api';
import { goneState } from '../links';
import {
  actionDone,
  contactChanged,
  eraseRequested,
  keyOf,
  linkOpened,
  linkReady,
  linkRequested,
  linkRequestFailed,
  linkSent,
  sessionGone,
  sessionOpened,
  sessionRequested,
  withdrawRequested,
  type ActionOutcome,
  type ApplicationKey,
  type ContactChange,
} from './manageSlice';

const linkPath = (token: string) => `/applications/manage/${encodeURIComponent(token)}`;
const onePath = ({ role, id }: ApplicationKey) => `/applications/mine/${role}/${id}`;

function* requestLink(action: PayloadAction<string>) {
  try {
    yield call(api.post, '/applications/link', { email: action.payload });
    yield put(linkSent());
  } catch {
    yield put(linkRequestFailed());
  }
}

/** An open session (a reload of the page) shows its applications; otherwise the link's button, or why it is gone. */
export function* loadSession(action: PayloadAction<string>) {
  try {
    const mine: { data: ApplicantApplications } = yield call(api.get, '/applications/mine');
    yield put(sessionOpened(mine.data));
    return;
  } catch (error) {
    if (statusOf(error) !== 401) {
      yield put(sessionGone('failed'));
      return;
    }
  }
  try {
    yield call(api.get, linkPath(action.payload));
    yield put(linkReady());
  } catch (error) {
    yield put(sessionGone(goneState(error) ?? 'failed'));
  }
}

function* openLink(action: PayloadAction<string>) {
  try {
    const response: { data: ApplicantApplications } = yield call(api.post, linkPath(action.payload), {});
    yield put(sessionOpened(response.data));
  } catch (error) {
    yield put(sessionGone(goneState(error) ?? 'failed'));
  }
}

/** Runs one action; afterwards the list is read again, as the server now holds it. */
function* act(key: ApplicationKey, request: () => Promise<unknown>, success: (answer: unknown) => ActionOutcome) {
  let outcome: ActionOutcome;
  try {
    const answer: { data: unknown } = yield call(request);
    outcome = success(answer.data);
  } catch (error) {
    const status = statusOf(error);
    if (status === 401) {
      yield put(sessionGone('ended'));
      return;
    }
    outcome = status === 409 ? 'inMatch' : 'failed';
  }
  try {
    const mine: { data: ApplicantApplications } = yield call(api.get, '/applications/mine');
    yield put(actionDone({ key: keyOf(key), outcome, applications: mine.data.applications }));
  } catch {
    yield put(actionDone({ key: keyOf(key), outcome }));
  }
}

export function* changeContact(action: PayloadAction<ContactChange>) {
  const { role, id, ...change } = action.payload;
  yield* act(
    { role, id },
    () => api.put(onePath({ role, id }), change),
    (answer) => (contactUpdatedSchema.safeParse(answer).data?.confirmationSent ? 'savedConfirm' : 'saved'),
  );
}

export function* withdraw(action: PayloadAction<ApplicationKey>) {
  yield* act(
    action.payload,
    () => api.post(`${onePath(action.payload)}/withdraw`),
    () => 'withdrawn',
  );
}

export function* erase(action: PayloadAction<ApplicationKey>) {
  yield* act(
    action.payload,
    () => api.post(`${onePath(action.payload)}/erase`),
    (answer) => (erasureAnswerSchema.safeParse(answer).data?.outcome === 'requested' ? 'eraseRequested' : 'erased'),
  );
}

export function* manageSaga() {
  yield takeLatest(linkRequested.type, requestLink);
  yield takeLatest(sessionRequested.type, loadSession);
  yield takeLatest(linkOpened.type, openLink);
  yield takeLatest(contactChanged.type, changeContact);
  yield takeLatest(withdrawRequested.type, withdraw);
  yield takeLatest(eraseRequested.type, erase);
}
