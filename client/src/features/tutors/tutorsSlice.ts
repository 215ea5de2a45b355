import type { TutorRecord } from '@tutoring/common';
import { createReviewSlice } from '../staffLists/state';

const tutorsSlice = createReviewSlice<TutorRecord, 'tutors'>('tutors');

export const tutorsActions = tutorsSlice.actions;
export default tutorsSlice.reducer;

declare module '../../lib/state' {
  interface AppState {
    tutors: ReturnType<typeof tutorsSlice.reducer>;
  }
}
