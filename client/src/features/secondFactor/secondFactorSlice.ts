import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MfaStatusDto, PasskeyDto } from '@tutoring/common';
import type { LoadStatus } from '../../lib/request';
import { lazySelector } from '../../lib/state';

/** An authenticator being set up: its key as text, and the QR code of its otpauth:// URL as an image URL. */
export interface TotpSetup {
  secret: string;
  qrImage: string;
}

export interface SecondFactorState {
  status: MfaStatusDto | null;
  passkeys: PasskeyDto[];
  load: LoadStatus;
  setup: TotpSetup | null;
  /** the recovery codes of the confirmation just made: shown until the staff member says they saved them */
  recoveryCodes: string[] | null;
  /** a call is on its way: its button waits */
  pending: boolean;
  error: string;
  notice: string;
  /** "Turn off" was pressed and waits for "Yes" */
  askingRemove: boolean;
}

const initialState: SecondFactorState = {
  status: null,
  passkeys: [],
  load: 'idle',
  setup: null,
  recoveryCodes: null,
  pending: false,
  error: '',
  notice: '',
  askingRemove: false,
};

export const secondFactorSlice = createSlice({
  name: 'secondFactor',
  initialState,
  reducers: {
    statusRequested(state) {
      state.load = 'loading';
    },
    statusLoaded(state, action: PayloadAction<{ status: MfaStatusDto; passkeys: PasskeyDto[] }>) {
      state.status = action.payload.status;
      state.passkeys = action.payload.passkeys;
      state.load = 'loaded';
    },
    passkeyAddRequested(state, _action: PayloadAction<string>) {
      state.pending = true;
      state.error = '';
      state.notice = '';
    },
    /** a passkey was added: any new recovery codes are shown as after an authenticator's confirmation */
    passkeyAdded(state, action: PayloadAction<{ notice: string; recoveryCodes: string[] }>) {
      state.pending = false;
      state.notice = action.payload.notice;
      if (action.payload.recoveryCodes.length > 0) state.recoveryCodes = action.payload.recoveryCodes;
    },
    passkeyRemoveRequested(state, _action: PayloadAction<PasskeyDto>) {
      state.pending = true;
      state.error = '';
      state.notice = '';
    },
    passkeyRemoved(state, action: PayloadAction<string>) {
      state.pending = false;
      state.notice = action.payload;
    },
    statusFailed(state, action: PayloadAction<string>) {
      state.load = 'failed';
      state.error = action.payload;
    },
    setupRequested(state) {
      state.pending = true;
      state.error = '';
      state.notice = '';
    },
    setupStarted(state, action: PayloadAction<TotpSetup>) {
      state.pending = false;
      state.setup = action.payload;
    },
    setupCancelled(state) {
      state.setup = null;
      state.error = '';
    },
    confirmRequested(state, _action: PayloadAction<string>) {
      state.pending = true;
      state.error = '';
    },
    confirmed(state, action: PayloadAction<string[]>) {
      state.pending = false;
      state.setup = null;
      state.recoveryCodes = action.payload;
    },
    codesSaved(state, action: PayloadAction<string>) {
      state.recoveryCodes = null;
      state.notice = action.payload;
    },
    removeAsked(state, action: PayloadAction<boolean>) {
      state.askingRemove = action.payload;
      state.notice = '';
      state.error = '';
    },
    removeRequested(state) {
      state.pending = true;
      state.error = '';
    },
    removed(state, action: PayloadAction<string>) {
      state.pending = false;
      state.askingRemove = false;
      state.notice = action.payload;
    },
    callFailed(state, action: PayloadAction<string>) {
      state.pending = false;
      state.error = action.payload;
    },
    /** leaving the page forgets a set-up in progress, the codes, the last notice and error */
    secondFactorLeft() {
      return initialState;
    },
  },
});

export const {
  statusRequested,
  statusLoaded,
  statusFailed,
  passkeyAddRequested,
  passkeyAdded,
  passkeyRemoveRequested,
  passkeyRemoved,
  setupRequested,
  setupStarted,
  setupCancelled,
  confirmRequested,
  confirmed,
  codesSaved,
  removeAsked,
  removeRequested,
  removed,
  callFailed,
  secondFactorLeft,
} = secondFactorSlice.actions;

/** The section's state, once its lazy chunk has added it to the store (secondFactorFeature.ts). */
export const selectSecondFactor = lazySelector('secondFactor', initialState);

declare module '../../lib/state' {
  interface LazyLoadedSlices {
    secondFactor: SecondFactorState;
  }
}
