import { runSaga } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../lib/api';
import { loadReconfirm, sendAnswer } from './reconfirmSaga';
import reducer, {
  answerFailed,
  answerRecorded,
  answerSent,
  reconfirmLoaded,
  reconfirmRequested,
} from './reconfirmSlice';

const start = () => reducer(undefined, { type: 'init' });

/** Runs one of the feature's workers on an action and answers every action it put. */
async function putsFor(
  worker: typeof loadReconfirm | typeof sendAnswer,
  action: ReturnType<typeof reconfirmRequested> | ReturnType<typeof answerSent>,
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

describe('reconfirmation page state', () => {
  it('asks, sends, and thanks; a failed send keeps the buttons with a message', () => {
    let state = reducer(start(), reconfirmRequested('token'));
    expect(state.status).toBe('loading');
    state = reducer(state, reconfirmLoaded({ role: 'tutor', language: 'en' }));
    expect(state).toMatchObject({ status: 'open', role: 'tutor' });
    state = reducer(state, answerSent({ token: 'token', answer: 'no' }));
    expect(state.status).toBe('sending');
    expect(reducer(state, answerFailed())).toMatchObject({ status: 'open', sendFailed: true });
    expect(reducer(state, answerRecorded('no'))).toMatchObject({ status: 'answered', answer: 'no', role: 'tutor' });
  });

  it('asks the reconfirmation endpoints, and reads a 410 as the link used or expired', async () => {
    const get = vi
      .spyOn(api, 'get')
      .mockResolvedValueOnce({ data: { role: 'tutee', language: 'es' }, status: 200, headers: {} });
    expect(await putsFor(loadReconfirm, reconfirmRequested('abc'))).toContainEqual(
      reconfirmLoaded({ role: 'tutee', language: 'es' }),
    );
    expect(get).toHaveBeenCalledWith('/reconfirmations/abc');
    const gone = (code: string) => new ApiError('gone', 410, { error: { message: 'x', code } });
    vi.spyOn(api, 'post').mockRejectedValueOnce(gone('used'));
    expect(await putsFor(sendAnswer, answerSent({ token: 't', answer: 'yes' }))).toContainEqual({
      type: 'reconfirm/reconfirmGone',
      payload: 'used',
    });
    vi.spyOn(api, 'post').mockRejectedValueOnce(new ApiError('offline'));
    expect(await putsFor(sendAnswer, answerSent({ token: 't', answer: 'no' }))).toContainEqual(answerFailed());
  });
});
