import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TuteeRecord } from '@tutoring/common';

interface MatchSelectionState {
  /** the tutee chosen with Match on the Tutees page (the "selected tutee") */
  tutee: TuteeRecord | null;
}

const initialState: MatchSelectionState = { tutee: null };

const selectionSlice = createSlice({
  name: 'matchSelection',
  initialState,
  reducers: {
    tuteeSelectedForMatch(state, action: PayloadAction<TuteeRecord>) {
      state.tutee = action.payload;
    },
  },
});

export const { tuteeSelectedForMatch } = selectionSlice.actions;
export default selectionSlice.reducer;

declare module '../../lib/state' {
  interface AppState {
    matchSelection: MatchSelectionState;
  }
}
