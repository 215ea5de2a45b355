import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Card, CardBody, Container } from 'reactstrap';
import { useAppSelector } from '../../lib/hooks';
import { focusField } from './focusField';
import { registrationMessages } from './messages';
import { useT } from '../../i18n/I18nProvider';
import { ProgressSteps, type ProgressStep } from './ProgressSteps';
import { StartAgain } from './StartAgain';
import '../../styles/registration.css';

/** Router state of a move made by the wizard's own buttons. */
export interface StepNavigationState {
  fromStep: boolean;
  /** id of a field to focus on arrival (an error summary link to another step) */
  focus?: string;
  /** came from a Change link or an error on Terms: Save and Continue returns to Terms */
  returnToReview?: boolean;
}

export const FROM_STEP: StepNavigationState = { fromStep: true };

interface Props {
  /** who this wizard is for, under the form title */
  audience: string;
  steps: readonly ProgressStep[];
  current: number;
  numberedSteps: boolean;
  stepTitle: string;
  /** confirmed Start again */
  onStartAgain: () => void;
  children: ReactNode;
}

/** Frame of every wizard step: organisation header, progress bar, the step's card, then Start again. */
export function WizardPage({ audience, steps, current, numberedSteps, stepTitle, onStartAgain, children }: Props) {
  const orgName = useAppSelector((state) => state.config.orgName);
  const m = registrationMessages(useT());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const navigation = useLocation().state as StepNavigationState | null;
  const cameFromStep = navigation?.fromStep === true;
  const focusTarget = navigation?.focus;

  useEffect(() => {
    window.scrollTo(0, 0);
    // A link from the Terms step's error summary lands on the field it names.
    if (focusTarget && focusField(focusTarget)) return;
    // After Save and Continue the old button is gone: put keyboard and screen-reader users at the new step's title.
    if (cameFromStep) headingRef.current?.focus();
  }, [current, cameFromStep, focusTarget]);

  return (
    <Container className="wizard py-3 py-md-4">
      <header className="wizard-header">
        <h1 className="wizard-title">
          <span className="wizard-org">{orgName}</span> {m.formTitle}
        </h1>
        <p className="wizard-audience">{audience}</p>
      </header>
      <ProgressSteps steps={steps} current={current} numbered={numberedSteps} />
      <Card className="wizard-card shadow-sm">
        <CardBody className="p-3 p-sm-4 p-lg-5">
          <p className="wizard-step-counter">{m.stepCounter(current + 1, steps.length)}</p>
          <h2 className="h4 mb-3" tabIndex={-1} ref={headingRef}>
            {stepTitle}
          </h2>
          {children}
        </CardBody>
      </Card>
      <StartAgain onConfirm={onStartAgain} />
    </Container>
  );
}
