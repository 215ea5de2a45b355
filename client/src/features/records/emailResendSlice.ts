import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MatchRecord } from '@tutoring/common';
import { lazySelector } from '../../lib/state';

export interface EmailResendRequest {
  matchId: number;
  emailId: number;
}

export interface EmailResendState {
  /** the email whose fresh copy is being queued */
  resending: number | null;
  /** the email whose resend was refused, and why */
  failed: { emailId: number; message: string } | null;
}

const initialState: EmailResendState = { resending: null, failed: null };

/** Events: emailResendRequested → emailResent | emailResendFailed. */
export const emailResendSlice = createSlice({
  name: 'emailResend',
  initialState,
  reducers: {
    emailResendRequested(state, action: PayloadAction<EmailResendRequest>) {
      state.resending = action.payload.emailId;
      state.failed = null;
    },
    emailResent(state, _action: PayloadAction<MatchRecord>) {
      state.resending = null;
    },
    emailResendFailed(state, action: PayloadAction<{ emailId: number; message: string }>) {
      state.resending = null;
      state.failed = action.payload;
    },
  },
});

/** The slice's state once the feature has joined the store (emailResendFeature.ts), its initial state before. */
export const selectEmailResend = lazySelector('emailResend', initialState);

export const { emailResendRequested, emailResent, emailResendFailed } = emailResendSlice.actions;

declare module '../../lib/state' {
  interface LazyLoadedSlices {
    emailResend: EmailResendState;
  }
}
