import type { TuteeListRecord } from '@tutoring/common';
import { staffT } from '../../i18n/staffText';
import { createReviewSaga } from '../staffLists/state';
import { selectTutees, tuteesActions } from './tuteesSlice';

export const tuteesSaga = createReviewSaga<TuteeListRecord>({
  basePath: '/tutees',
  actions: tuteesActions,
  selectState: selectTutees,
  loadFailed: () => staffT('tutees.loadFailed'),
  nameOf: (tutee) => `${tutee.tutee_firstname} ${tutee.tutee_lastname}`,
});
