import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { connectLazyFeatures } from './lazyFeatures';
import { reducers } from './reducers';
import { rootSaga } from './rootSaga';

export function createStore() {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: reducers,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(rootSaga);
  // Staff-only features join when their lazy page loads (lazyFeatures.ts); each name once.
  const lazyReducers: Record<string, Reducer> = {};
  connectLazyFeatures(({ name, reducer, saga }) => {
    if (name in lazyReducers) return;
    lazyReducers[name] = reducer;
    store.replaceReducer(combineReducers({ ...reducers, ...lazyReducers }) as unknown as Parameters<typeof store.replaceReducer>[0]);
    sagaMiddleware.run(saga);
  });
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
