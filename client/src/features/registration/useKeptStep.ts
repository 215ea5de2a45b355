import { useState } from 'react';
import type { Action } from '@reduxjs/toolkit';
import { useStore } from 'react-redux';
import { useAppDispatch } from '../../lib/hooks';
import type { AppState } from '../../lib/state';
import type { StepEdit, WizardState } from './wizardSlice';

/** Where a step's form starts, and where it hands the answers as they are typed. */
export interface KeptStep<V> {
  initial: V;
  onEdited: (values: V) => void;
}

/** A step starts from what was typed on it and not yet saved, else from what Save and Continue saved. */
export function useKeptStep<D, K extends keyof D & string>(
  selectState: (state: AppState) => WizardState<D>,
  stepEdited: (edit: StepEdit<D>) => Action,
  step: K,
): KeptStep<D[K]> {
  const dispatch = useAppDispatch();
  const store = useStore<AppState>();
  // Read once: the form owns its values from then on. The round is the one this step was shown in, so answers it
  // hands on after Start again are dropped (the slice compares rounds).
  const [start] = useState(() => {
    const { draft, edits, round } = selectState(store.getState());
    return { initial: edits[step] ?? draft[step], round };
  });
  return {
    initial: start.initial,
    onEdited: (values) => {
      const edits: Partial<D> = {};
      edits[step] = values;
      dispatch(stepEdited({ round: start.round, edits }));
    },
  };
}
