import { Link } from 'react-router-dom';
import { Button } from 'reactstrap';
import { FormAlert } from '../../components/FormAlert';
import { registrationMessages as m } from './messages';
import { FROM_STEP } from './WizardPage';

/** The alert (beside the button the visitor just pressed), Back, and Save and Continue. */
export function StepActions({ alert, backTo }: { alert: string; backTo?: string }) {
  return (
    <div className="wizard-actions">
      <FormAlert message={alert} />
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
