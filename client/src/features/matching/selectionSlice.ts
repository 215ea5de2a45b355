import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CandidateGroups, TuteeRecord } from '@tutoring/common';
import type { LazyState } from '../../lib/state';

interface MatchSelectionState {
  /** the tutee chosen with Match on the Tutees page (the "selected tutee") */
  tutee: TuteeRecord | null;
}

/** The tutee's candidate groups when they are already read (Match next reads them while the match is saved). */
interface KnownCandidates {
  candidates?: CandidateGroups;
}

const initialState: MatchSelectionState = { tutee: null };

export const selectionSlice = createSlice({
  name: 'matchSelection',
  initialState,
  reducers: {
    tuteeSelectedForMatch: {
      reducer(state, action: PayloadAction<TuteeRecord, string, KnownCandidates>) {
        state.tutee = action.payload;
      },
      prepare: (tutee: TuteeRecord, candidates?: CandidateGroups) => ({ payload: tutee, meta: { candidates } }),
    },
  },
});

export const { tuteeSelectedForMatch } = selectionSlice.actions;

/** The tutee being matched, if any. */
export function selectMatchTutee(state: LazyState): TuteeRecord | null {
  return state.matchSelection?.tutee ?? null;
}

declare module '../../lib/state' {
  interface LazyLoadedSlices {
    matchSelection: MatchSelectionState;
  }
}
