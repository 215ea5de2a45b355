import type { TutorRecord } from '@tutoring/common';
import { staffT } from '../../i18n/staffText';
import { createReviewSaga } from '../staffLists/state';
import { selectTutors, tutorsActions } from './tutorsSlice';

export const tutorsSaga = createReviewSaga<TutorRecord>({
  basePath: '/tutors',
  actions: tutorsActions,
  selectState: selectTutors,
  loadFailed: () => staffT('tutors.loadFailed'),
  nameOf: (tutor) => `${tutor.tutor_first_name} ${tutor.tutor_last_name}`,
});
