import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';
import { messageOf, type ApiResponse } from './api';

/** Where a request for data stands. */
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** What every load keeps beside its data: where it stands, and why it failed ('' when it did not). */
export interface RequestState {
  status: LoadStatus;
  error: string;
}

export const idleRequest: RequestState = { status: 'idle', error: '' };

// The reducers of a load's start and failure, the same in every slice that keeps a RequestState.
export function requestStarted(state: RequestState) {
  state.status = 'loading';
  state.error = '';
}

export function requestFailed(state: RequestState, action: PayloadAction<string>) {
  state.status = 'failed';
  state.error = action.payload;
}

/**
 * Makes one server call and puts what came of it: `done`'s action (or actions, in order) made from the answer, or
 * `failed` with why: the server's message (`fallback` when it sent none), or what `fallback` makes of the error.
 * Answers whether the call succeeded, for a saga that goes on after it.
 */
export function* send<T>(
  request: () => Promise<ApiResponse<T>>,
  done: (response: ApiResponse<T>) => Action | Action[],
  failed: (message: string) => Action,
  fallback: string | ((error: unknown) => string),
): Generator<unknown, boolean, ApiResponse<T>> {
  try {
    const response = yield call(request);
    const actions = done(response);
    for (const action of Array.isArray(actions) ? actions : [actions]) yield put(action);
    return true;
  } catch (error) {
    yield put(failed(typeof fallback === 'string' ? messageOf(error, fallback) : fallback(error)));
    return false;
  }
}
