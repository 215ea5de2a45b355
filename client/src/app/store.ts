import { combineReducers, configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { loggedOut } from '../features/auth/authSlice';
import { connectLazyFeatures } from '../lib/lazyFeatures';
import type { AppState } from '../lib/state';
import { authMessages } from '../features/auth/messages';
import { onSessionLost } from '../lib/api';
import { reducers } from './reducers';
import { rootSaga } from './rootSaga';

// What a signed-out visitor may still see: the organisation's details and a family's own unsent application; and
// the auth slice, whose own loggedOut clears the user but keeps knowing the session was checked (else the pages wait
// for a check that never comes again).
const KEPT_AT_SIGN_OUT = ['auth', 'config', 'studentWizard', 'tutorWizard'] as const;

/**
 * Signing out forgets every staff list, record and profile the browser holds (ASVS 8.2.3): each other slice, lazy
 * ones included, starts again from its initial state.
 */
export function resetOnSignOut<S extends object>(
  reducer: Reducer<S, UnknownAction, Partial<S>>,
): Reducer<S, UnknownAction, Partial<S>> {
  return (state, action) => {
    if (!state || !loggedOut.match(action)) return reducer(state, action);
    const kept = Object.fromEntries(
      KEPT_AT_SIGN_OUT.filter((name) => name in state).map((name) => [name, (state as Record<string, unknown>)[name]]),
    );
    return reducer(kept as Partial<S>, action);
  };
}

// The state of the slices every page has (lazy ones join at run time), named for resetOnSignOut (inferred through
// it, S was any). Typed as the AppState the features declare (lib/state.ts), so a slice missing from either side, or
// of another shape, fails the typecheck.
const staticReducer: Reducer<AppState, UnknownAction, Partial<AppState>> = combineReducers(reducers);
type StaticState = AppState;

export function createStore() {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: resetOnSignOut<StaticState>(staticReducer),
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(rootSaga);
  // A 401 on any call while signed in: the session ended on the server, so the page signs out now.
  onSessionLost(() => {
    if (store.getState().auth.user) store.dispatch(loggedOut(authMessages.sessionEnded));
  });
  // Staff-only features join when their lazy page loads (lazyFeatures.ts); each name once.
  const lazyReducers: Record<string, Reducer> = {};
  connectLazyFeatures(({ name, reducer, saga }) => {
    if (name in lazyReducers) return;
    lazyReducers[name] = reducer;
    store.replaceReducer(resetOnSignOut(combineReducers({ ...reducers, ...lazyReducers })));
    sagaMiddleware.run(saga);
  });
  return store;
}
