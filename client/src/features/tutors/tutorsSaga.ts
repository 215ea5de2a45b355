import type { TutorRecord } from '@tutoring/common';
import { staffT } from '../../i18n/staffText';
import { createReviewSaga } from '../staffLists/state';
import { tutorsActions } from './tutorsSlice';

export const tutorsSaga = createReviewSaga<TutorRecord>({
  basePath: '/tutors',
  actions: tutorsActions,
  selectState: (state) => state.tutors,
  loadFailed: () => staffT('tutors.loadFailed'),
  nameOf: (tutor) => `${tutor.tutor_first_name} ${tutor.tutor_last_name}`,
});
