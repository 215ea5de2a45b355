import type { Action } from '@reduxjs/toolkit';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../lib/hooks';
import { FROM_STEP } from './WizardPage';

/** Start again: the draft goes (from this device too) and the wizard shows its first step, empty. */
export function useStartAgain(draftCleared: () => Action, firstStepPath: string): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return () => {
    dispatch(draftCleared());
    void navigate(firstStepPath, { state: FROM_STEP });
  };
}
