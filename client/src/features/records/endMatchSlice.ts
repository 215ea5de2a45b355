import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EndMatchBody, MatchRecord } from '@tutoring/common';
import { lazySelector } from '../../lib/state';

export interface EndMatchRequest {
  matchId: number;
  body: EndMatchBody;
}

export interface EndMatchState {
  /** the match whose End match dialog is open */
  ending: number | null;
  saving: boolean;
  /** why the last end was refused, shown in the dialog */
  error: string | null;
}

const initialState: EndMatchState = { ending: null, saving: false, error: null };

/** Events: endDialogOpened → matchEndRequested → matchEnded | matchEndFailed (or endDialogClosed). */
export const endMatchSlice = createSlice({
  name: 'endMatch',
  initialState,
  reducers: {
    endDialogOpened(state, action: PayloadAction<number>) {
      state.ending = action.payload;
      state.error = null;
    },
    endDialogClosed(state) {
      state.ending = null;
      state.error = null;
    },
    matchEndRequested(state, _action: PayloadAction<EndMatchRequest>) {
      state.saving = true;
      state.error = null;
    },
    matchEnded(state, _action: PayloadAction<MatchRecord>) {
      state.saving = false;
      state.ending = null;
    },
    matchEndFailed(state, action: PayloadAction<string>) {
      state.saving = false;
      state.error = action.payload;
    },
  },
});

/** The slice's state once the feature has joined the store (endMatchFeature.ts), its initial state before. */
export const selectEndMatch = lazySelector('endMatch', initialState);

export const { endDialogOpened, endDialogClosed, matchEndRequested, matchEnded, matchEndFailed } =
  endMatchSlice.actions;

declare module '../../lib/state' {
  interface LazyLoadedSlices {
    endMatch: EndMatchState;
  }
}
