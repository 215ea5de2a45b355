import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SubmitStatus } from './wizardSlice';

/**
 * Once the server accepted the application, the Terms step (whose answers are now cleared) gives way to the
 * Submitted page, in its place in the history: Back never shows an emptied Terms step.
 */
export function useSubmittedRedirect(status: SubmitStatus, submittedPath: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (status === 'succeeded') void navigate(submittedPath, { replace: true });
  }, [status, submittedPath, navigate]);
}
