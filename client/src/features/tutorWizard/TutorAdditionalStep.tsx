import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { AdditionalInfoStep, FROM_STEP } from '../registration';
import { tutorMessages } from './messages';
import { useT } from '../../i18n/I18nProvider';
import { TUTOR_STEP_PATHS } from './steps';
import { tutorWizardActions } from './tutorWizardSlice';

export function TutorAdditionalStep() {
  const dispatch = useAppDispatch();
  const m = tutorMessages(useT());
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
        void navigate(TUTOR_STEP_PATHS.terms, { state: FROM_STEP });
      }}
    />
  );
}
