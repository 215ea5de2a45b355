import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TutorRecord } from '@tutoring/common';
import type { LazyState } from '../../lib/state';

export interface CapacityRequest {
  tutorId: number;
  capacity: number;
}

export interface TutorCapacityState {
  /** tutors whose new capacity is on its way */
  saving: number[];
  /** why a tutor's last change was refused, by tutor id */
  errors: Record<number, string>;
}

const initialState: TutorCapacityState = { saving: [], errors: {} };

/** Events: capacityRequested → capacityChanged | capacityFailed. */
export const capacitySlice = createSlice({
  name: 'tutorCapacity',
  initialState,
  reducers: {
    capacityRequested(state, action: PayloadAction<CapacityRequest>) {
      state.saving.push(action.payload.tutorId);
      delete state.errors[action.payload.tutorId];
    },
    capacityChanged(state, action: PayloadAction<TutorRecord>) {
      state.saving = state.saving.filter((id) => id !== action.payload.id);
    },
    capacityFailed(state, action: PayloadAction<{ tutorId: number; message: string }>) {
      state.saving = state.saving.filter((id) => id !== action.payload.tutorId);
      state.errors[action.payload.tutorId] = action.payload.message;
    },
  },
});

/** The slice's state once the capacity feature has joined the store (capacityFeature.ts), its initial state before. */
function capacityState(state: LazyState): TutorCapacityState {
  return state.tutorCapacity ?? initialState;
}
export const selectCapacitySaving = (state: LazyState, tutorId: number) =>
  capacityState(state).saving.includes(tutorId);
export const selectCapacityError = (state: LazyState, tutorId: number) => capacityState(state).errors[tutorId] ?? '';

export const { capacityRequested, capacityChanged, capacityFailed } = capacitySlice.actions;

declare module '../../lib/state' {
  interface LazyLoadedSlices {
    tutorCapacity: TutorCapacityState;
  }
}
