import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TutorRecord } from '@tutoring/common';
import { candidatesRequested } from './matchingSlice';
import type { LazyState } from '../../lib/state';

export interface TutorProfileEntry {
  status: 'loading' | 'loaded' | 'failed';
  record: TutorRecord | null;
  error: string;
}

/** Full tutor records read for the match page's candidates, by tutor id: the candidate lists carry narrow rows only. */
interface TutorProfilesState {
  byId: Record<number, TutorProfileEntry>;
}

const initialState: TutorProfilesState = { byId: {} };

export const tutorProfileSlice = createSlice({
  name: 'tutorProfiles',
  initialState,
  reducers: {
    tutorProfileRequested: (state, action: PayloadAction<number>) => {
      state.byId[action.payload] = { status: 'loading', record: null, error: '' };
    },
    tutorProfileLoaded: (state, action: PayloadAction<TutorRecord>) => {
      state.byId[action.payload.id] = { status: 'loaded', record: action.payload, error: '' };
    },
    tutorProfileFailed: (state, action: PayloadAction<{ id: number; error: string }>) => {
      state.byId[action.payload.id] = { status: 'failed', record: null, error: action.payload.error };
    },
  },
  extraReducers: (builder) => {
    // Reloaded candidates may have changed (capacity, a match elsewhere): profiles are read again when next opened.
    builder.addCase(candidatesRequested, () => initialState);
  },
});

export function selectTutorProfile(state: LazyState, id: number): TutorProfileEntry | undefined {
  return state.tutorProfiles?.byId[id];
}

export const { tutorProfileRequested, tutorProfileLoaded, tutorProfileFailed } = tutorProfileSlice.actions;

declare module '../../lib/state' {
  interface LazyLoadedSlices {
    tutorProfiles: TutorProfilesState;
  }
}
