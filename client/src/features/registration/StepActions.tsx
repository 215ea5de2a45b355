import { Link } from 'react-router-dom';
import { Button } from 'reactstrap';
import { registrationMessages } from './messages';
import { useT } from '../../i18n/I18nProvider';
import { FROM_STEP } from './WizardPage';

/** Back and Save and Continue, at the end of a step. */
export function StepActions({ backTo }: { backTo?: string }) {
  const m = registrationMessages(useT());
  return (
    <div className="wizard-actions">
      <div className="wizard-buttons">
        {backTo && (
          <Link to={backTo} state={FROM_STEP} className="btn btn-outline-secondary btn-lg">
            {m.back}
          </Link>
        )}
        <Button type="submit" color="primary" size="lg" className="wizard-next">
          {m.saveAndContinue}
        </Button>
      </div>
    </div>
  );
}
