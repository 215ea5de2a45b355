import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ReconfirmationQueued, ReconfirmationRoundInput } from '@tutoring/common';
import { lazySelector } from '../../lib/state';

export interface ReconfirmationsState {
  dialogOpen: boolean;
  sending: boolean;
  error: string;
  /** the last round started from this page, for its confirmation */
  queued: ReconfirmationQueued | null;
  /** paused tutors whose resume is on its way */
  resuming: number[];
  /** why a tutor's last resume failed, by tutor id */
  resumeErrors: Record<number, string>;
}

const initialState: ReconfirmationsState = {
  dialogOpen: false,
  sending: false,
  error: '',
  queued: null,
  resuming: [],
  resumeErrors: {},
};

/** Events: roundDialogOpened → roundRequested → roundQueued | roundFailed; resumeRequested → resumed | resumeFailed. */
export const reconfirmationsSlice = createSlice({
  name: 'reconfirmations',
  initialState,
  reducers: {
    roundDialogOpened(state) {
      state.dialogOpen = true;
      state.error = '';
    },
    roundDialogClosed(state) {
      state.dialogOpen = false;
    },
    roundRequested(state, _action: PayloadAction<ReconfirmationRoundInput>) {
      state.sending = true;
      state.error = '';
    },
    roundQueued(state, action: PayloadAction<ReconfirmationQueued>) {
      state.sending = false;
      state.dialogOpen = false;
      state.queued = action.payload;
    },
    roundFailed(state, action: PayloadAction<string>) {
      state.sending = false;
      state.error = action.payload;
    },
    resumeRequested(state, action: PayloadAction<number>) {
      state.resuming.push(action.payload);
      delete state.resumeErrors[action.payload];
    },
    resumed(state, action: PayloadAction<number>) {
      state.resuming = state.resuming.filter((id) => id !== action.payload);
    },
    resumeFailed(state, action: PayloadAction<{ tutorId: number; message: string }>) {
      state.resuming = state.resuming.filter((id) => id !== action.payload.tutorId);
      state.resumeErrors[action.payload.tutorId] = action.payload.message;
    },
  },
});

/** The slice's state once the feature has joined the store (reconfirmationsFeature.ts), its initial state before. */
export const selectReconfirmations = lazySelector('reconfirmations', initialState);

export const {
  roundDialogOpened,
  roundDialogClosed,
  roundRequested,
  roundQueued,
  roundFailed,
  resumeRequested,
  resumed,
  resumeFailed,
} = reconfirmationsSlice.actions;

declare module '../../lib/state' {
  interface LazyLoadedSlices {
    reconfirmations: ReconfirmationsState;
  }
}
