import { useLocation, useNavigate } from 'react-router-dom';
import { FROM_STEP, type StepNavigationState } from './WizardPage';

/** After Save and Continue: the next step, or back to the review on Terms when the visitor came from a Change link. */
export function useNextStep(nextPath: string, reviewPath: string): () => void {
  const navigate = useNavigate();
  const fromReview = (useLocation().state as StepNavigationState | null)?.returnToReview === true;
  return () => {
    void navigate(fromReview ? reviewPath : nextPath, { state: FROM_STEP });
  };
}
