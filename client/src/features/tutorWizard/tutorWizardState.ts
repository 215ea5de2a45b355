import { EMPTY_TUTOR_DRAFT, type TutorDraft } from '@tutoring/common';
import { createWizardState, type WizardState } from '../registration';

/** The tutor wizard's slice and saga; its draft is stored under the slice's name. */
export const tutorWizard = createWizardState('tutorWizard', EMPTY_TUTOR_DRAFT, {
  endpoint: '/tutors',
  selectState: (state) => state.tutorWizard,
  plan: (rules, draft, isPhone) => rules.planTutorSubmission(draft, isPhone),
});

declare module '../../lib/state' {
  interface AppState {
    tutorWizard: WizardState<TutorDraft>;
  }
}
