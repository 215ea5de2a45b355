import type { TutorRecord } from '@tutoring/common';
import { createReviewSlice } from '../staffLists/reviewSlice';

const tutorsSlice = createReviewSlice<TutorRecord, 'tutors'>('tutors');

export const tutorsActions = tutorsSlice.actions;
export default tutorsSlice.reducer;
