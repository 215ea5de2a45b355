import type { TutorRecord } from '@tutoring/common';
import { createReviewSlice } from '../staffLists/state';
import type { LazyState } from '../../lib/state';

export const tutorsSlice = createReviewSlice<TutorRecord, 'tutors'>('tutors');

export const tutorsActions = tutorsSlice.actions;

/** The tutors list's state once its page has injected it (tutorsFeature.ts), its initial state before. */
export function selectTutors(state: LazyState) {
  return state.tutors ?? tutorsSlice.getInitialState();
}

declare module '../../lib/state' {
  interface LazyLoadedSlices {
    tutors: ReturnType<typeof tutorsSlice.reducer>;
  }
}
