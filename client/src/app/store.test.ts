import { combineReducers } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { loggedOut } from '../features/auth/authSlice';
import { reducers } from './reducers';
import { resetOnSignOut } from './store';

describe('signing out', () => {
  it('forgets every staff slice, lazy ones included, and keeps the organisation and a family’s own draft', () => {
    const reducer = resetOnSignOut(
      combineReducers({ ...reducers, overview: (state: unknown = { data: null }) => state }),
    );
    const initial = reducer(undefined, { type: 'init' });
    const signedIn = {
      ...initial,
      auth: { ...initial.auth, user: { id: 1, username: 'coordinator' }, checked: true },
      config: { ...initial.config, orgName: 'Rochester Tutoring' },
      tutees: { ...initial.tutees, items: [{ id: 7, tutee_firstname: 'Amina' }] },
      overview: { data: { pending: { tutees: 3 } } },
      studentWizard: { ...initial.studentWizard, marker: 'the family’s draft' },
    } as unknown as typeof initial;

    const after = reducer(signedIn, loggedOut());
    expect(after.auth).toMatchObject({ user: null, checked: true });
    expect(after.tutees).toEqual(initial.tutees);
    expect(after.overview).toEqual({ data: null });
    expect(after.config.orgName).toBe('Rochester Tutoring');
    expect(after.studentWizard).toBe(signedIn.studentWizard);
  });

  it('leaves every other action to the slices', () => {
    const reducer = resetOnSignOut(combineReducers(reducers));
    const initial = reducer(undefined, { type: 'init' });
    expect(reducer(initial, { type: 'something/else' })).toBe(initial);
  });
});
