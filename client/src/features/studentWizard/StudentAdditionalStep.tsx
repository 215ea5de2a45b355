import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { AdditionalInfoStep, FROM_STEP } from '../registration';
import { studentMessages } from './messages';
import { useT } from '../../i18n/I18nProvider';
import { STUDENT_STEP_PATHS } from './steps';
import { studentWizardActions } from './studentWizardSlice';

export function StudentAdditionalStep() {
  const dispatch = useAppDispatch();
  const m = studentMessages(useT());
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
        void navigate(STUDENT_STEP_PATHS.terms, { state: FROM_STEP });
      }}
    />
  );
}
