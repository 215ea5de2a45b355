import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AdditionalInfoStep } from '../registration/AdditionalInfoStep';
import { FROM_STEP } from '../registration/WizardPage';
import { studentMessages as m } from './messages';
import { STUDENT_STEP_PATHS } from './steps';
import { studentWizardActions } from './studentWizardSlice';

export function StudentAdditionalStep() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const saved = useAppSelector((state) => state.studentWizard.draft.additional);
  return (
    <AdditionalInfoStep
      saved={saved}
      label={m.additionalInfo}
      hint={m.additionalHint}
      backTo={STUDENT_STEP_PATHS.subjects}
      onSaved={(additional) => {
        dispatch(studentWizardActions.stepSaved({ additional }));
        navigate(STUDENT_STEP_PATHS.terms, { state: FROM_STEP });
      }}
    />
  );
}
