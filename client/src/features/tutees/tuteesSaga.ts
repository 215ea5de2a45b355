import type { TuteeRecord } from '@tutoring/common';
import { createReviewSaga } from '../staffLists/state';
import { tuteesActions } from './tuteesSlice';

export const tuteesSaga = createReviewSaga<TuteeRecord>({
  basePath: '/tutees',
  actions: tuteesActions,
  selectState: (state) => state.tutees,
  noun: 'tutees',
  nameOf: (tutee) => `${tutee.tutee_firstname} ${tutee.tutee_lastname}`,
});
