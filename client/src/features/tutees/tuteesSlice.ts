import type { TuteeListRecord } from '@tutoring/common';
import { createReviewSlice } from '../staffLists/state';
import type { LazyState } from '../../lib/state';

export const tuteesSlice = createReviewSlice<TuteeListRecord, 'tutees'>('tutees');

export const tuteesActions = tuteesSlice.actions;

/** The tutees list's state once its page has injected it (tuteesFeature.ts), its initial state before. */
export function selectTutees(state: LazyState) {
  return state.tutees ?? tuteesSlice.getInitialState();
}

declare module '../../lib/state' {
  interface LazyLoadedSlices {
    tutees: ReturnType<typeof tuteesSlice.reducer>;
  }
}
