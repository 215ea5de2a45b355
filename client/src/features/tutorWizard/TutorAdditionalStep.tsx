import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../lib/hooks';
import { AdditionalInfoStep, FROM_STEP, useKeptStep } from '../registration';
import { tutorMessages } from './messages';
import { useT } from '../../i18n/I18nProvider';
import { TUTOR_STEP_PATHS } from './steps';
import { tutorWizardActions } from './tutorWizardSlice';

export function TutorAdditionalStep() {
  const dispatch = useAppDispatch();
  const m = tutorMessages(useT());
  const navigate = useNavigate();
  const kept = useKeptStep((state) => state.tutorWizard, tutorWizardActions.stepEdited, 'additional');
  return (
    <AdditionalInfoStep
      kept={kept}
      idPrefix="tutor"
      label={m.additionalInfo}
      hint={m.additionalHint}
      backTo={TUTOR_STEP_PATHS.subjects}
      onSaved={(additional) => {
        dispatch(tutorWizardActions.stepSaved({ additional }));
        void navigate(TUTOR_STEP_PATHS.terms, { state: FROM_STEP });
      }}
    />
  );
}
