import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApplicantApplication, ApplicantApplications, LinkState } from '@tutoring/common';
import { lazySelector } from '../../lib/state';

/** Where the link request of /manage stands. */
type LinkRequestStatus = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * Where /manage/:token stands: reading (the session or the link), the link's button, opening it, the session's
 * applications, the link gone, the session ended, or a failure.
 */
type SessionStatus = 'loading' | 'link' | 'opening' | 'open' | LinkState | 'ended' | 'failed';

/** What the applicant just did to one application, for the line shown on its card. */
export type ActionOutcome = 'saved' | 'savedConfirm' | 'withdrawn' | 'erased' | 'eraseRequested' | 'inMatch' | 'failed';

export interface ApplicationKey {
  role: ApplicantApplication['role'];
  id: number;
}

export interface ManageState {
  request: LinkRequestStatus;
  session: SessionStatus;
  applications: ApplicantApplication[];
  /** the application an action is on its way for ("tutee-12") */
  busy: string | null;
  /** the last action's outcome, by application ("tutee-12"); an erased or moved application keeps its line */
  outcomes: Record<string, ActionOutcome>;
}

export const keyOf = ({ role, id }: ApplicationKey) => `${role}-${id}`;

const initialState: ManageState = { request: 'idle', session: 'loading', applications: [], busy: null, outcomes: {} };

export interface ContactChange extends ApplicationKey {
  phone?: string;
  email?: string;
}

export const manageSlice = createSlice({
  name: 'manage',
  initialState,
  reducers: {
    linkRequested(state, _action: PayloadAction<string>) {
      state.request = 'sending';
    },
    linkSent(state) {
      state.request = 'sent';
    },
    linkRequestFailed(state) {
      state.request = 'failed';
    },
    sessionRequested: (state, _action: PayloadAction<string>) => ({ ...initialState, request: state.request }),
    linkReady(state) {
      state.session = 'link';
    },
    linkOpened(state, _action: PayloadAction<string>) {
      state.session = 'opening';
    },
    sessionOpened(state, action: PayloadAction<ApplicantApplications>) {
      state.session = 'open';
      state.applications = action.payload.applications;
    },
    sessionGone(state, action: PayloadAction<LinkState | 'ended' | 'failed'>) {
      state.session = action.payload;
      state.busy = null;
    },
    contactChanged(state, action: PayloadAction<ContactChange>) {
      state.busy = keyOf(action.payload);
    },
    withdrawRequested(state, action: PayloadAction<ApplicationKey>) {
      state.busy = keyOf(action.payload);
    },
    eraseRequested(state, action: PayloadAction<ApplicationKey>) {
      state.busy = keyOf(action.payload);
    },
    actionDone(
      state,
      action: PayloadAction<{ key: string; outcome: ActionOutcome; applications?: ApplicantApplication[] }>,
    ) {
      state.busy = null;
      state.outcomes[action.payload.key] = action.payload.outcome;
      if (action.payload.applications) state.applications = action.payload.applications;
    },
  },
});

export const {
  linkRequested,
  linkSent,
  linkRequestFailed,
  sessionRequested,
  linkReady,
  linkOpened,
  sessionOpened,
  sessionGone,
  contactChanged,
  withdrawRequested,
  eraseRequested,
  actionDone,
} = manageSlice.actions;

/** The lazy feature's state, once its module has added it to the store. */
export const selectManage = lazySelector('manage', initialState);
export default manageSlice.reducer;

declare module '../../lib/state' {
  interface LazyLoadedSlices {
    manage: ManageState;
  }
}
