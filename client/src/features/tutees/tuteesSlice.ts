import type { TuteeRecord } from '@tutoring/common';
import { createReviewSlice } from '../staffLists/reviewSlice';

const tuteesSlice = createReviewSlice<TuteeRecord, 'tutees'>('tutees');

export const tuteesActions = tuteesSlice.actions;
export default tuteesSlice.reducer;
