import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { MatchRecord, TutorRecord } from '@tutoring/common';
import type { LoadStatus } from '../matching/matchingSlice';

export interface RecordsState {
  items: MatchRecord[];
  status: LoadStatus;
  error: string | null;
  /** '' means View All */
  year: string;
}

const initialState: RecordsState = { items: [], status: 'idle', error: null, year: '' };

const recordsSlice = createSlice({
  name: 'records',
  initialState,
  reducers: {
    recordsRequested: (state) => {
      state.status = 'loading';
      state.error = null;
    },
    recordsLoaded: (state, action: PayloadAction<MatchRecord[]>) => {
      state.items = action.payload;
      state.status = 'loaded';
    },
    recordsFailed: (state, action: PayloadAction<string>) => {
      state.status = 'failed';
      state.error = action.payload;
    },
    recordsYearChanged: (state, action: PayloadAction<string>) => {
      state.year = action.payload;
    },
    /** a match changed (it ended): the list shows it as the server answered */
    matchReplaced: (state, action: PayloadAction<MatchRecord>) => {
      const changed = action.payload;
      state.items = state.items.map((item) => (item.match_id === changed.match_id ? changed : item));
    },
    /** a tutor's capacity was saved: every match of that tutor shows the new number */
    matchTutorUpdated: (state, action: PayloadAction<TutorRecord>) => {
      const tutor = action.payload;
      for (const item of state.items) {
        if (item.tutor_id === tutor.id) {
          item.tutor_capacity = tutor.tutor_capacity;
          item.tutor_current_matches = tutor.tutor_current_matches;
        }
      }
    },
  },
});

export const {
  recordsRequested,
  recordsLoaded,
  recordsFailed,
  recordsYearChanged,
  matchReplaced,
  matchTutorUpdated,
} = recordsSlice.actions;
export default recordsSlice.reducer;
