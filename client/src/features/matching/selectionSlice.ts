import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TuteeRecord } from '@tutoring/common';
import type { LazyState } from '../../lib/state';

interface MatchSelectionState {
  /** the tutee chosen with Match on the Tutees page (the "selected tutee") */
  tutee: TuteeRecord | null;
}

const initialState: MatchSelectionState = { tutee: null };

export const selectionSlice = createSlice({
  name: 'matchSelection',
  initialState,
  reducers: {
    tuteeSelectedForMatch(state, action: PayloadAction<TuteeRecord>) {
      state.tutee = action.payload;
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
