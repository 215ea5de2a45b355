import { EMPTY_TUTOR_DRAFT, planTutorSubmission } from '@tutoring/common';
import { createWizardSaga } from '../registration';
import { TUTOR_DRAFT_STORAGE_KEY, tutorWizardActions } from './tutorWizardSlice';

export const tutorWizardSaga = createWizardSaga({
  sliceName: 'tutorWizard',
  storageKey: TUTOR_DRAFT_STORAGE_KEY,
  emptyDraft: EMPTY_TUTOR_DRAFT,
  endpoint: '/tutors',
  selectState: (state) => state.tutorWizard,
  plan: planTutorSubmission,
  actions: tutorWizardActions,
});
