import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { describe, expect, it, vi } from 'vitest';
import { deferredSagas, type SagaRuntime } from './deferredSagas';

/** A runtime that records what it was given, in order. */
function recordingRuntime() {
  const seen: string[] = [];
  const runtime: SagaRuntime = {
    run: (saga) => seen.push(`run ${saga.name}`),
    deliver: (action) => seen.push(`deliver ${action.type}`),
  };
  return { seen, runtime };
}

function storeWith(loadRuntime: () => Promise<SagaRuntime>) {
  const sagas = deferredSagas<number>(loadRuntime);
  const store = configureStore({
    reducer: (state: number = 0, action: UnknownAction) => (action.type === 'count' ? state + 1 : state),
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas.middleware),
  });
  return { sagas, store };
}

function* featureSaga() {
  yield undefined;
}

describe('sagas that load after the store', () => {
  it('start loading with the store, then get the sagas and the actions of the wait, in order, and each later action', async () => {
    const { seen, runtime } = recordingRuntime();
    let arrive: (runtime: SagaRuntime) => void = () => undefined;
    const loadRuntime = vi.fn(() => new Promise<SagaRuntime>((resolve) => (arrive = resolve)));
    const { sagas, store } = storeWith(loadRuntime);
    expect(loadRuntime).toHaveBeenCalledTimes(1);

    store.dispatch({ type: 'count' });
    sagas.run(featureSaga as Saga);
    sagas.run(featureSaga as Saga);
    store.dispatch({ type: 'typed' });
    expect(store.getState()).toBe(1);
    expect(loadRuntime).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([]);

    arrive(runtime);
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    store.dispatch({ type: 'later' });
    sagas.run(featureSaga as Saga);
    expect(seen).toEqual(['run featureSaga', 'deliver count', 'deliver typed', 'deliver later']);
  });

  it('try a failed load again at the next action, and lose none of the actions meanwhile', async () => {
    const { seen, runtime } = recordingRuntime();
    const loadRuntime = vi
      .fn<() => Promise<SagaRuntime>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(runtime);
    const { store } = storeWith(loadRuntime);
    await new Promise((settled) => setTimeout(settled, 0));
    expect(loadRuntime).toHaveBeenCalledTimes(1);

    store.dispatch({ type: 'first' });
    expect(loadRuntime).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(seen).toEqual(['deliver first']));

    store.dispatch({ type: 'second' });
    expect(loadRuntime).toHaveBeenCalledTimes(2);
    expect(seen).toEqual(['deliver first', 'deliver second']);
  });
});
