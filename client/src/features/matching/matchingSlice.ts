import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CandidateGroups, NewMatch, TuteeRecord } from '@tutoring/common';
import type { LoadStatus } from '../../lib/loadStatus';
import { matchReplaced } from '../records';

export interface MatchingState {
  candidates: CandidateGroups | null;
  /** whose candidates these are */
  candidatesTuteeId: number | null;
  candidatesStatus: LoadStatus;
  candidatesError: string | null;
  /** reloading the selected tutee after a page refresh */
  recoveryStatus: LoadStatus;
  recoveryError: string | null;
  /** '' means View All; otherwise a language key, or 'other' */
  languageFilter: string;
  confirmStatus: 'idle' | 'saving' | 'done';
  /** why the last Confirm Match failed (a 409 names the side that is no longer available) */
  confirmError: string | null;
  /** tutees matched from this page since it loaded (their records in the store may predate the match) */
  matchedTuteeIds: number[];
}

const initialState: MatchingState = {
  candidates: null,
  candidatesTuteeId: null,
  candidatesStatus: 'idle',
  candidatesError: null,
  recoveryStatus: 'idle',
  recoveryError: null,
  languageFilter: '',
  confirmStatus: 'idle',
  confirmError: null,
  matchedTuteeIds: [],
};

const matchingSlice = createSlice({
  name: 'matching',
  initialState,
  reducers: {
    candidatesRequested: (state, action: PayloadAction<TuteeRecord>) => {
      // A reload for the same tutee keeps the list on screen; another tutee's list goes at once.
      if (state.candidatesTuteeId !== action.payload.id) {
        state.candidates = null;
        state.candidatesTuteeId = action.payload.id;
        state.languageFilter = '';
      }
      state.candidatesStatus = 'loading';
      state.candidatesError = null;
    },
    candidatesLoaded: (state, action: PayloadAction<CandidateGroups>) => {
      state.candidates = action.payload;
      state.candidatesStatus = 'loaded';
    },
    candidatesFailed: (state, action: PayloadAction<string>) => {
      state.candidatesStatus = 'failed';
      state.candidatesError = action.payload;
    },
    tuteeRecoveryRequested: (state, _action: PayloadAction<number>) => {
      state.recoveryStatus = 'loading';
      state.recoveryError = null;
    },
    tuteeRecovered: (state) => {
      state.recoveryStatus = 'loaded';
    },
    tuteeRecoveryFailed: (state, action: PayloadAction<string>) => {
      state.recoveryStatus = 'failed';
      state.recoveryError = action.payload;
    },
    languageFilterChanged: (state, action: PayloadAction<string>) => {
      state.languageFilter = action.payload;
    },
    matchConfirmed: (state, _action: PayloadAction<NewMatch>) => {
      state.confirmStatus = 'saving';
      state.confirmError = null;
    },
    matchCompleted: (state, action: PayloadAction<number>) => {
      state.confirmStatus = 'done';
      state.matchedTuteeIds.push(action.payload);
    },
    matchFailed: (state, action: PayloadAction<string>) => {
      state.confirmStatus = 'idle';
      state.confirmError = action.payload;
    },
    /** the page was left after a completed match, or the error was read */
    matchFlowReset: (state) => {
      state.confirmStatus = 'idle';
      state.confirmError = null;
    },
  },
  extraReducers: (builder) => {
    // A tutee matched from this page and since returned to pending may be matched again.
    builder.addCase(matchReplaced, (state, action) => {
      if (action.payload.ended_at !== null)
        state.matchedTuteeIds = state.matchedTuteeIds.filter((id) => id !== action.payload.tutee_id);
    });
  },
});

export const {
  candidatesRequested,
  candidatesLoaded,
  candidatesFailed,
  tuteeRecoveryRequested,
  tuteeRecovered,
  tuteeRecoveryFailed,
  languageFilterChanged,
  matchConfirmed,
  matchCompleted,
  matchFailed,
  matchFlowReset,
} = matchingSlice.actions;
export default matchingSlice.reducer;

declare module '../../lib/state' {
  interface AppState {
    matching: MatchingState;
  }
}
