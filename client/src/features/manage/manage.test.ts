import { runSaga } from 'redux-saga';
import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicantApplication } from '@tutoring/common';
import { ApiError, api } from '../../lib/api';
import { changeContact, erase, loadSession, withdraw } from './manageSaga';
import reducer, { actionDone, contactChanged, sessionOpened, sessionRequested } from './manageSlice';

const APPLICATION: ApplicantApplication = {
  role: 'tutee',
  id: 7,
  reference: 'T-7KQ4M2XR',
  firstName: 'Lucía',
  submittedAt: '2026-11-20T10:00:00.000Z',
  status: 'reviewing',
  matchedSince: null,
  withdrawn: false,
  phone: '+15075550110',
  email: 'familia@example.org',
};
const MINE = { data: { applications: [APPLICATION], expiresAt: '2026-11-26T10:30:00.000Z' }, status: 200, headers: {} };

/** Runs one of the feature's workers on an action and answers every action it put. */
async function putsFor<P>(worker: (action: PayloadAction<P>) => Generator, action: PayloadAction<P>) {
  const put: UnknownAction[] = [];
  await runSaga({ dispatch: (a: UnknownAction) => put.push(a) }, worker, action).toPromise();
  return put;
}

afterEach(() => vi.restoreAllMocks());

describe('Manage my application state', () => {
  it('keeps each action outcome by application, and the list the server answers', () => {
    let state = reducer(undefined, sessionRequested('token'));
    state = reducer(state, sessionOpened(MINE.data));
    state = reducer(state, contactChanged({ role: 'tutee', id: 7, phone: '+15075550199' }));
    expect(state.busy).toBe('tutee-7');
    state = reducer(state, actionDone({ key: 'tutee-7', outcome: 'saved', applications: [] }));
    expect(state).toMatchObject({ busy: null, outcomes: { 'tutee-7': 'saved' }, applications: [] });
  });

  it('shows an open session on reload, else the link, else why the link is gone', async () => {
    vi.spyOn(api, 'get').mockResolvedValueOnce(MINE);
    expect(await putsFor(loadSession, sessionRequested('t'))).toEqual([sessionOpened(MINE.data)]);
    vi.spyOn(api, 'get')
      .mockRejectedValueOnce(new ApiError('no session', 401))
      .mockRejectedValueOnce(new ApiError('gone', 410, { error: { message: 'x', code: 'used' } }));
    expect(await putsFor(loadSession, sessionRequested('t'))).toContainEqual({
      type: 'manage/sessionGone',
      payload: 'used',
    });
  });

  it('names what happened: a new address to confirm, a current match, an ended session', async () => {
    vi.spyOn(api, 'put').mockResolvedValueOnce({
      data: { application: null, confirmationSent: true },
      status: 200,
      headers: {},
    });
    vi.spyOn(api, 'get').mockResolvedValue(MINE);
    const moved = await putsFor(changeContact, contactChanged({ role: 'tutee', id: 7, email: 'new@example.org' }));
    expect(moved).toContainEqual(actionDone({ key: 'tutee-7', outcome: 'savedConfirm', applications: [APPLICATION] }));

    vi.spyOn(api, 'post').mockRejectedValueOnce(new ApiError('in a match', 409));
    const refused = await putsFor(withdraw, { type: 'manage/withdrawRequested', payload: { role: 'tutee', id: 7 } });
    expect(refused).toContainEqual(actionDone({ key: 'tutee-7', outcome: 'inMatch', applications: [APPLICATION] }));

    vi.spyOn(api, 'post').mockRejectedValueOnce(new ApiError('ended', 401));
    const ended = await putsFor(erase, { type: 'manage/eraseRequested', payload: { role: 'tutee', id: 7 } });
    expect(ended).toEqual([{ type: 'manage/sessionGone', payload: 'ended' }]);
  });
});
