import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { MatchRecord } from '@tutoring/common';
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
  },
});

export const { recordsRequested, recordsLoaded, recordsFailed, recordsYearChanged } = recordsSlice.actions;
export default recordsSlice.reducer;
