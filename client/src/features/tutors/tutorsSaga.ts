import type { TutorRecord } from '@tutoring/common';
import { createReviewSaga } from '../staffLists/state';
import { tutorsActions } from './tutorsSlice';

export const tutorsSaga = createReviewSaga<TutorRecord>({
  basePath: '/tutors',
  actions: tutorsActions,
  selectState: (state) => state.tutors,
  noun: 'tutors',
  nameOf: (tutor) => `${tutor.tutor_first_name} ${tutor.tutor_last_name}`,
});
