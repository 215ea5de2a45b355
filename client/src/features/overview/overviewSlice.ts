import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProgrammeOverview } from '@tutoring/common';
import type { LoadStatus } from '../../lib/loadStatus';
import type { LazyState } from '../../lib/state';

export interface OverviewState {
  data: ProgrammeOverview | null;
  status: LoadStatus;
  error: string | null;
}

const initialState: OverviewState = { data: null, status: 'idle', error: null };

export const overviewSlice = createSlice({
  name: 'overview',
  initialState,
  reducers: {
    overviewRequested: (state) => {
      state.status = 'loading';
      state.error = null;
    },
    overviewLoaded: (state, action: PayloadAction<ProgrammeOverview>) => {
      state.data = action.payload;
      state.status = 'loaded';
    },
    overviewFailed: (state, action: PayloadAction<string>) => {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
});

export const { overviewRequested, overviewLoaded, overviewFailed } = overviewSlice.actions;

/** The overview's state, once its lazy page has added it to the store (overviewFeature.ts). */
export function selectOverview(state: LazyState): OverviewState {
  return state.overview ?? initialState;
}

declare module '../../lib/state' {
  interface LazyLoadedSlices {
    overview: OverviewState;
  }
}
