import { configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { loggedOut } from '../features/auth/authSlice';
import { connectFeatureInjection } from '../lib/injectFeature';
import type { RootState } from '../lib/state';
import { deferredSagas } from './deferredSagas';
import { rootReducer } from './rootReducer';

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

export function createStore() {
  // The sagas' code arrives after the store is made, beside the first render (app/sagas.ts).
  const sagas = deferredSagas<RootState>((api) => import('./sagas').then(({ startSagas }) => startSagas(api)));
  // Typed as the state the features declare (lib/state.ts), so a slice the root reducer lacks, or of another shape,
  // fails the typecheck.
  const store = configureStore({
    reducer: resetOnSignOut<RootState>(rootReducer),
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas.middleware),
  });
  // A lazy feature's slices join the one root reducer at once (the same reducer again changes nothing); its saga runs
  // once in this store.
  connectFeatureInjection(({ slices, saga }) => {
    for (const slice of slices) rootReducer.inject(slice);
    sagas.run(saga);
  });
  return store;
}
