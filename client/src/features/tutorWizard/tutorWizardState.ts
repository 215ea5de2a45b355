import { EMPTY_TUTOR_DRAFT, planTutorSubmission, type TutorDraft } from '@tutoring/common';
import { createWizardState, type WizardState } from '../registration';

const tutorWizard = createWizardState('tutorWizard', {
  selectState: (state) => state.tutorWizard,
  emptyDraft: EMPTY_TUTOR_DRAFT,
  plan: planTutorSubmission,
  endpoint: '/tutors',
});

export const tutorWizardActions = tutorWizard.actions;
export const tutorWizardSaga = tutorWizard.saga;
export default tutorWizard.reducer;

declare module '../../lib/state' {
  interface AppState {
    tutorWizard: WizardState<TutorDraft>;
  }
}
