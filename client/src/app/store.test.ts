import { take } from 'redux-saga/effects';
import { describe, expect, it, vi } from 'vitest';
import { loggedOut } from '../features/auth/authSlice';
import { overviewSlice } from '../features/overview/overviewSlice';
import { tuteesSlice } from '../features/tutees/tuteesSlice';
import { injectFeature } from '../lib/injectFeature';
import { rootReducer } from './rootReducer';
import { createStore, resetOnSignOut } from './store';

describe('signing out', () => {
  it('forgets every staff slice, lazy ones included, and keeps the organisation and a family’s own draft', () => {
    const reducer = resetOnSignOut(rootReducer.inject(overviewSlice));
    const initial = reducer(undefined, { type: 'init' });
    const signedIn = {
      ...initial,
      auth: { ...initial.auth, user: { id: 1, username: 'coordinator' }, checked: true },
      config: { ...initial.config, orgName: 'Rochester Tutoring' },
      overview: { ...initial.overview, data: { pending: { tutees: 3 } } },
      studentWizard: { ...initial.studentWizard, marker: 'the family’s draft' },
    } as unknown as typeof initial;

    const after = reducer(signedIn, loggedOut());
    expect(after.auth).toMatchObject({ user: null, checked: true });
    expect(after.overview).toEqual(overviewSlice.getInitialState());
    expect(after.config.orgName).toBe('Rochester Tutoring');
    expect(after.studentWizard).toBe(signedIn.studentWizard);
  });

  it('leaves every other action to the slices', () => {
    const reducer = resetOnSignOut(rootReducer);
    const initial = reducer(undefined, { type: 'init' });
    expect(reducer(initial, { type: 'something/else' })).toBe(initial);
  });
});

describe('a lazy feature', () => {
  it('joins the store when injected, its saga running once, and joins every store made after', async () => {
    let sagaStarts = 0;
    function* countingSaga() {
      sagaStarts += 1;
      yield take('never');
    }
    const feature = { slices: [tuteesSlice], saga: countingSaga };
    const store = createStore();
    expect(store.getState().tutees).toBeUndefined();

    injectFeature(feature);
    injectFeature(feature);
    store.dispatch(tuteesSlice.actions.searchChanged('Amina'));
    expect(store.getState().tutees?.q).toBe('Amina');
    await vi.waitFor(() => expect(sagaStarts).toBe(1));

    const next = createStore();
    expect(next.getState().tutees).toEqual(tuteesSlice.getInitialState());
    await vi.waitFor(() => expect(sagaStarts).toBe(2));
  });
});
