import type { TuteeListRecord } from '@tutoring/common';
import { createReviewSlice } from '../staffLists/state';

const tuteesSlice = createReviewSlice<TuteeListRecord, 'tutees'>('tutees');

export const tuteesActions = tuteesSlice.actions;
export default tuteesSlice.reducer;

declare module '../../lib/state' {
  interface AppState {
    tutees: ReturnType<typeof tuteesSlice.reducer>;
  }
}
