import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StaffSessionDto } from '@tutoring/common';
import { requestFailed, type LoadStatus } from '../../lib/request';
import { lazySelector } from '../../lib/state';

export interface OwnSessionsState {
  sessions: StaffSessionDto[];
  status: LoadStatus;
  /** a failed load or end, shown above the list */
  error: string;
  /** what the last end did */
  notice: string;
  /** the id of the session being ended */
  ending: string | null;
}

const initialState: OwnSessionsState = { sessions: [], status: 'idle', error: '', notice: '', ending: null };

export const ownSessionsSlice = createSlice({
  name: 'ownSessions',
  initialState,
  reducers: {
    sessionsRequested(state) {
      state.status = 'loading';
    },
    sessionsLoaded(state, action: PayloadAction<StaffSessionDto[]>) {
      state.sessions = action.payload;
      state.status = 'loaded';
    },
    sessionsFailed: requestFailed,
    sessionEndRequested(state, action: PayloadAction<StaffSessionDto>) {
      state.ending = action.payload.id;
      state.error = '';
      state.notice = '';
    },
    sessionEnded(state, action: PayloadAction<{ id: string; notice: string }>) {
      state.sessions = state.sessions.filter((session) => session.id !== action.payload.id);
      state.ending = null;
      state.notice = action.payload.notice;
    },
    sessionEndFailed(state, action: PayloadAction<string>) {
      state.ending = null;
      state.error = action.payload;
    },
    /** leaving the page forgets the last notice and error */
    sessionsPageLeft(state) {
      state.error = '';
      state.notice = '';
    },
  },
});

export const {
  sessionsRequested,
  sessionsLoaded,
  sessionsFailed,
  sessionEndRequested,
  sessionEnded,
  sessionEndFailed,
  sessionsPageLeft,
} = ownSessionsSlice.actions;

/** The list's state, once the account page has added it to the store (ownSessionsFeature.ts). */
export const selectOwnSessions = lazySelector('ownSessions', initialState);

declare module '../../lib/state' {
  interface LazyLoadedSlices {
    ownSessions: OwnSessionsState;
  }
}
