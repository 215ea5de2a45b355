import { createSlice, type Action, type Reducer } from '@reduxjs/toolkit';
import type { LocaleCode } from '@tutoring/common';
import type { WizardActions } from './wizardConfig';
import { createWizardSaga, type WizardSagaConfig } from './wizardSaga';
import { wizardSliceOptions, type SubmitFailure, type SubmittedApplication, type WizardState } from './wizardSlice';

type StateConfig<D, S extends string> = Omit<WizardSagaConfig<D, S>, 'sliceName' | 'storageKey' | 'actions'>;

/** Every event of a wizard's slice: those its pages send, and those its saga sends back. */
export interface WizardSliceActions<D> extends WizardActions<D> {
  submitRequested: ((language: LocaleCode) => Action) & { type: string };
  submitFailed: (failure: SubmitFailure) => Action;
  submitSucceeded: (submitted: SubmittedApplication<D>) => Action;
}

/**
 * A wizard's slice and saga. `name` is the slice's name in the store and the key its draft is stored under on the
 * device.
 */
export function createWizardState<D extends object, S extends string>(name: string, config: StateConfig<D, S>) {
  // createSlice cannot check case reducers over a generic draft: the slice is made for any object, then typed by D.
  const slice = createSlice(wizardSliceOptions<string, object>(name, config.emptyDraft, name));
  const actions = slice.actions as unknown as WizardSliceActions<D>;
  const saga = createWizardSaga({ ...config, sliceName: name, storageKey: name, actions });
  return { reducer: slice.reducer as unknown as Reducer<WizardState<D>>, actions, saga };
}
