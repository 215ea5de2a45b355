import { runSaga } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../lib/api';
import { loadCheckin, sendAnswer } from './checkinSaga';
import reducer, { answerFailed, answerRecorded, answerSent, checkinLoaded, checkinRequested } from './checkinSlice';

const start = () => reducer(undefined, { type: 'init' });

/** Runs one of the feature's workers on an action and answers every action it put. */
async function putsFor(
  worker: typeof loadCheckin | typeof sendAnswer,
  action: ReturnType<typeof checkinRequested> | ReturnType<typeof answerSent>,
): Promise<UnknownAction[]> {
  const put: UnknownAction[] = [];
  await runSaga(
    { dispatch: (a: UnknownAction) => put.push(a) },
    worker as (a: typeof action) => Generator,
    action,
  ).toPromise();
  return put;
}

afterEach(() => vi.restoreAllMocks());

describe('check-in page state', () => {
  it('asks, sends, and thanks; a failed send keeps the buttons with a message', () => {
    let state = reducer(start(), checkinRequested('token'));
    expect(state.status).toBe('loading');
    state = reducer(state, checkinLoaded({ side: 'tutee', language: 'es' }));
    expect(state).toMatchObject({ status: 'open', side: 'tutee' });
    state = reducer(state, answerSent({ token: 'token', answer: 'yes' }));
    expect(state.status).toBe('sending');
    expect(reducer(state, answerFailed())).toMatchObject({ status: 'open', sendFailed: true });
    expect(reducer(state, answerRecorded('yes'))).toMatchObject({ status: 'answered', answer: 'yes' });
  });

  it('reads a 410 as the link used or expired, and anything else as a failure', async () => {
    const gone = (code: string) => new ApiError('gone', 410, { error: { message: 'x', code } });
    vi.spyOn(api, 'get').mockRejectedValueOnce(gone('used'));
    expect(await putsFor(loadCheckin, checkinRequested('t'))).toContainEqual({
      type: 'checkin/checkinGone',
      payload: 'used',
    });
    vi.spyOn(api, 'post').mockRejectedValueOnce(gone('expired'));
    expect(await putsFor(sendAnswer, answerSent({ token: 't', answer: 'no' }))).toContainEqual({
      type: 'checkin/checkinGone',
      payload: 'expired',
    });
    vi.spyOn(api, 'post').mockRejectedValueOnce(new ApiError('offline'));
    expect(await putsFor(sendAnswer, answerSent({ token: 't', answer: 'no' }))).toContainEqual(answerFailed());
  });
});
