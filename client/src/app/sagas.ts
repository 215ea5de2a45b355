// The sagas every page starts with, and redux-saga itself: loaded beside the first render, not in the public entry, so
// that a phone on a slow line shows a usable form sooner (docs/adr/0005-prerendered-public-pages.md). Every server
// call is made from a saga, so the session-lost sign-out is connected here too.
import type { Dispatch, MiddlewareAPI, UnknownAction } from '@reduxjs/toolkit';
import { runSaga, stdChannel, type Saga } from 'redux-saga';
import { all } from 'redux-saga/effects';
import { authSaga } from '../features/auth/authSaga';
import { loggedOut } from '../features/auth/authSlice';
import { authMessages } from '../features/auth/messages';
import { configSaga } from '../features/config/configSaga';
import { createWizardSaga } from '../features/registration';
import { studentWizard } from '../features/studentWizard/studentWizardState';
import { tutorWizard } from '../features/tutorWizard/tutorWizardState';
import { onSessionLost } from '../lib/api';
import type { RootState } from '../lib/state';
import type { SagaRuntime } from './deferredSagas';

function* rootSaga() {
  yield all([
    authSaga(),
    configSaga(),
    createWizardSaga(studentWizard.submission)(),
    createWizardSaga(tutorWizard.submission)(),
  ]);
}

/** Runs the root saga in `store` and answers how to run a lazy feature's saga and hand the sagas each action. */
export function startSagas(store: MiddlewareAPI<Dispatch, RootState>): SagaRuntime {
  const channel = stdChannel<UnknownAction>();
  const run = (saga: Saga) =>
    void runSaga({ channel, dispatch: store.dispatch, getState: () => store.getState() }, saga);
  run(rootSaga);
  // A 401 on any call while signed in: the session ended on the server, so the page signs out now.
  onSessionLost(() => {
    if (store.getState().auth.user) store.dispatch(loggedOut(authMessages.sessionEnded));
  });
  return { run, deliver: (action) => channel.put(action) };
}
