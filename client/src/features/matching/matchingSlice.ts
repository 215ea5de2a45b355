import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CandidateGroups, NewMatch, TuteeRecord } from '@tutoring/common';
import type { LoadStatus } from '../../lib/request';
import { matchReplaced } from '../records';
import { tuteeSelectedForMatch } from './selectionSlice';
import { lazySelector } from '../../lib/state';

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
  /** the match last confirmed on the page, and the waiting tutee it went on to (null when nobody else waits) */
  completed: CompletedMatch | null;
}

export interface CompletedMatch {
  tuteeName: string;
  tutorName: string;
  next: TuteeRecord | null;
}

/** Confirm Match: the match sent to the server, and the names the success message shows. */
export interface MatchConfirmation {
  match: NewMatch;
  tuteeName: string;
  tutorName: string;
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
  completed: null,
};

export const matchingSlice = createSlice({
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
    /** the Match page opened without a tutee: it goes to the first waiting one */
    waitingTuteeRequested: (state) => {
      state.recoveryStatus = 'loading';
      state.recoveryError = null;
    },
    matchConfirmed: (state, _action: PayloadAction<MatchConfirmation>) => {
      state.confirmStatus = 'saving';
      state.confirmError = null;
      state.completed = null;
    },
    matchCompleted: (state, action: PayloadAction<CompletedMatch & { tuteeId: number }>) => {
      const { tuteeId, ...completed } = action.payload;
      state.confirmStatus = 'done';
      state.matchedTuteeIds.push(tuteeId);
      state.completed = completed;
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
    /** the match page was left: its success message goes with it */
    matchPageLeft: (state) => {
      state.completed = null;
    },
  },
  extraReducers: (builder) => {
    // A tutee chosen on the Tutees page replaces whatever the page failed to open before; Match next brings the next
    // tutee's candidates with it.
    builder.addCase(tuteeSelectedForMatch, (state, action) => {
      if (state.recoveryStatus === 'failed') state.recoveryStatus = 'idle';
      state.recoveryError = null;
      const { candidates } = action.meta;
      if (candidates) {
        state.candidates = candidates;
        state.candidatesTuteeId = action.payload.id;
        state.candidatesStatus = 'loaded';
        state.candidatesError = null;
        state.languageFilter = '';
      }
    });
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
  waitingTuteeRequested,
  languageFilterChanged,
  matchConfirmed,
  matchCompleted,
  matchFailed,
  matchFlowReset,
  matchPageLeft,
} = matchingSlice.actions;

/** The match page's state once injected (matchingFeature.ts), its initial state before. */
export const selectMatching = lazySelector('matching', initialState);

declare module '../../lib/state' {
  interface LazyLoadedSlices {
    matching: MatchingState;
  }
}
