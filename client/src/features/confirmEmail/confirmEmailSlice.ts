import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ConfirmEmailPage, LinkState } from '@tutoring/common';
import type { LazyState } from '../../lib/state';

/** Which applicant link the page answers: the applicant's own address, or a guardian's consent. */
export type ConfirmPurpose = 'confirm-email' | 'guardian-consent';

/** A link's token and what it is for (the API path's segment). */
export interface ConfirmLink {
  purpose: ConfirmPurpose;
  token: string;
}

/** Where a confirmation link's page stands: reading the link, asking, confirming, done, or the link gone. */
type ConfirmEmailStatus = 'loading' | 'open' | 'sending' | 'confirmed' | LinkState | 'failed';

export interface ConfirmEmailState {
  status: ConfirmEmailStatus;
  /** the applicant's language, as the server holds it */
  language: string | null;
  /** the press could not be sent (no connection): the button stays, with a message */
  sendFailed: boolean;
}

const initialState: ConfirmEmailState = { status: 'loading', language: null, sendFailed: false };

export const confirmEmailSlice = createSlice({
  name: 'confirmEmail',
  initialState,
  reducers: {
    confirmLinkRequested: (_state, _action: PayloadAction<ConfirmLink>) => initialState,
    confirmLinkLoaded(state, action: PayloadAction<ConfirmEmailPage>) {
      state.status = 'open';
      state.language = action.payload.language;
    },
    confirmLinkGone(state, action: PayloadAction<LinkState>) {
      state.status = action.payload;
    },
    confirmLinkLoadFailed(state) {
      state.status = 'failed';
    },
    confirmPressed(state, _action: PayloadAction<ConfirmLink>) {
      state.status = 'sending';
      state.sendFailed = false;
    },
    emailConfirmed(state) {
      state.status = 'confirmed';
    },
    confirmFailed(state) {
      state.status = 'open';
      state.sendFailed = true;
    },
  },
});

export const {
  confirmLinkRequested,
  confirmLinkLoaded,
  confirmLinkGone,
  confirmLinkLoadFailed,
  confirmPressed,
  emailConfirmed,
  confirmFailed,
} = confirmEmailSlice.actions;

/** The lazy feature's state, once its module has added it to the store. */
export function selectConfirmEmail(state: LazyState): ConfirmEmailState {
  return state.confirmEmail ?? initialState;
}

declare module '../../lib/state' {
  interface LazyLoadedSlices {
    confirmEmail: ConfirmEmailState;
  }
}
