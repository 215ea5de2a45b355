import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProgrammeOverview } from '@tutoring/common';
import { idleRequest, requestFailed, requestStarted, type RequestState } from '../../lib/request';
import { lazySelector } from '../../lib/state';

export interface OverviewState extends RequestState {
  data: ProgrammeOverview | null;
}

const initialState: OverviewState = { data: null, ...idleRequest };

export const overviewSlice = createSlice({
  name: 'overview',
  initialState,
  reducers: {
    overviewRequested: requestStarted,
    overviewLoaded: (state, action: PayloadAction<ProgrammeOverview>) => {
      state.data = action.payload;
      state.status = 'loaded';
    },
    overviewFailed: requestFailed,
  },
});

export const { overviewRequested, overviewLoaded, overviewFailed } = overviewSlice.actions;

/** The overview's state, once its lazy page has added it to the store (overviewFeature.ts). */
export const selectOverview = lazySelector('overview', initialState);

declare module '../../lib/state' {
  interface LazyLoadedSlices {
    overview: OverviewState;
  }
}
