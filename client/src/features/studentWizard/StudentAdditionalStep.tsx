import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../lib/hooks';
import { AdditionalInfoStep, FROM_STEP, useKeptStep } from '../registration';
import { studentMessages } from './messages';
import { useT } from '../../i18n/I18nProvider';
import { STUDENT_STEP_PATHS } from './steps';
import { studentWizardActions } from './studentWizardSlice';

export function StudentAdditionalStep() {
  const dispatch = useAppDispatch();
  const m = studentMessages(useT());
  const navigate = useNavigate();
  const kept = useKeptStep((state) => state.studentWizard, studentWizardActions.stepEdited, 'additional');
  return (
    <AdditionalInfoStep
      kept={kept}
      idPrefix="student"
      label={m.additionalInfo}
      hint={m.additionalHint}
      backTo={STUDENT_STEP_PATHS.subjects}
      onSaved={(additional) => {
        dispatch(studentWizardActions.stepSaved({ additional }));
        void navigate(STUDENT_STEP_PATHS.terms, { state: FROM_STEP });
      }}
    />
  );
}
