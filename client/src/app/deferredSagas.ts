import type { Dispatch, Middleware, MiddlewareAPI, UnknownAction } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';

/** The sagas, running, once their code has arrived (app/sagas.ts). */
export interface SagaRuntime {
  run: (saga: Saga) => void;
  /** hands an action the reducers have seen to the sagas that wait for it */
  deliver: (action: UnknownAction) => void;
}

/**
 * Connects the store to sagas whose code loads after the store exists (it starts loading when the store is made):
 * until they run, the actions dispatched and the sagas asked to run are kept, then handed over in order, so none is
 * lost. A load that fails is tried again at the next action. Each saga runs once, however often it is asked for.
 */
export function deferredSagas<S>(loadRuntime: (store: MiddlewareAPI<Dispatch, S>) => Promise<SagaRuntime>) {
  let runtime: SagaRuntime | null = null;
  const earlyActions: UnknownAction[] = [];
  const waitingSagas: Saga[] = [];
  const asked = new Set<Saga>();

  const start = (arrived: SagaRuntime) => {
    runtime = arrived;
    for (const saga of waitingSagas.splice(0)) arrived.run(saga);
    for (const action of earlyActions.splice(0)) arrived.deliver(action);
  };

  const middleware: Middleware<object, S> = (store) => {
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      loadRuntime(store).then(start, () => {
        loading = false;
      });
    };
    load();
    return (next) => (action) => {
      const result = next(action);
      if (runtime) runtime.deliver(action as UnknownAction);
      else {
        earlyActions.push(action as UnknownAction);
        load();
      }
      return result;
    };
  };

  return {
    middleware,
    run(saga: Saga) {
      if (asked.has(saga)) return;
      asked.add(saga);
      if (runtime) runtime.run(saga);
      else waitingSagas.push(saga);
    },
  };
}
