import { runSaga } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../lib/api';
import { loadLinkPage, sendLinkAnswer } from './linkPageSaga';
import reducer, {
  linkAnswered,
  linkAnswerFailed,
  linkAnswerSent,
  linkGone,
  linkPageLoaded,
  linkPageRequested,
} from './linkPageSlice';

const start = () => reducer(undefined, { type: 'init' });

/** Runs one of the feature's workers on an action and answers every action it put. */
async function putsFor(
  worker: typeof loadLinkPage | typeof sendLinkAnswer,
  action: ReturnType<typeof linkPageRequested> | ReturnType<typeof linkAnswerSent>,
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

describe('an emailed link page', () => {
  it('asks, sends, and thanks; a failed send keeps the form with a message', () => {
    let state = reducer(start(), linkPageRequested({ kind: 'checkins', token: 'token' }));
    expect(state.status).toBe('loading');
    state = reducer(state, linkPageLoaded({ side: 'tutee', language: 'es' }));
    expect(state).toMatchObject({ status: 'open', side: 'tutee', language: 'es' });
    state = reducer(state, linkAnswerSent({ kind: 'checkins', token: 'token', body: { answer: 'yes' } }));
    expect(state.status).toBe('sending');
    expect(reducer(state, linkAnswerFailed())).toMatchObject({ status: 'open', sendFailed: true });
    expect(reducer(state, linkAnswered())).toMatchObject({ status: 'done' });
  });

  it("reads and answers at the link kind's own path", async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValueOnce({ data: { language: 'ar' }, status: 200, headers: {} });
    expect(await putsFor(loadLinkPage, linkPageRequested({ kind: 'concerns', token: 'abc' }))).toContainEqual(
      linkPageLoaded({ language: 'ar', side: undefined }),
    );
    expect(get).toHaveBeenCalledWith('/concerns/abc');
    const post = vi.spyOn(api, 'post').mockResolvedValueOnce({ data: { rating: 4 }, status: 201, headers: {} });
    const body = { rating: 4 };
    expect(await putsFor(sendLinkAnswer, linkAnswerSent({ kind: 'surveys', token: 'abc', body }))).toContainEqual(
      linkAnswered(),
    );
    expect(post).toHaveBeenCalledWith('/surveys/abc', body);
  });

  it("reads a reconfirmation link's role as the side it speaks to", async () => {
    vi.spyOn(api, 'get').mockResolvedValueOnce({ data: { role: 'tutor', language: 'so' }, status: 200, headers: {} });
    expect(await putsFor(loadLinkPage, linkPageRequested({ kind: 'reconfirmations', token: 't' }))).toContainEqual(
      linkPageLoaded({ language: 'so', side: 'tutor' }),
    );
  });

  it('reads a 410 as the link used or expired, and anything else as a failure', async () => {
    const gone = (code: string) => new ApiError('gone', 410, { error: { message: 'x', code } });
    vi.spyOn(api, 'get').mockRejectedValueOnce(gone('used'));
    expect(await putsFor(loadLinkPage, linkPageRequested({ kind: 'checkins', token: 't' }))).toContainEqual(
      linkGone('used'),
    );
    vi.spyOn(api, 'post').mockRejectedValueOnce(gone('expired'));
    const answer = linkAnswerSent({ kind: 'checkins', token: 't', body: { answer: 'no' } });
    expect(await putsFor(sendLinkAnswer, answer)).toContainEqual(linkGone('expired'));
    vi.spyOn(api, 'post').mockRejectedValueOnce(new ApiError('offline'));
    expect(await putsFor(sendLinkAnswer, answer)).toContainEqual(linkAnswerFailed());
  });
});
