import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AdditionalInfoStep } from '../registration/AdditionalInfoStep';
import { FROM_STEP } from '../registration/WizardPage';
import { tutorMessages as m } from './messages';
import { TUTOR_STEP_PATHS } from './steps';
import { tutorWizardActions } from './tutorWizardSlice';

export function TutorAdditionalStep() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const saved = useAppSelector((state) => state.tutorWizard.draft.additional);
  return (
    <AdditionalInfoStep
      saved={saved}
      label={m.additionalInfo}
      hint={m.additionalHint}
      backTo={TUTOR_STEP_PATHS.subjects}
      onSaved={(additional) => {
        dispatch(tutorWizardActions.stepSaved({ additional }));
        navigate(TUTOR_STEP_PATHS.terms, { state: FROM_STEP });
      }}
    />
  );
}
