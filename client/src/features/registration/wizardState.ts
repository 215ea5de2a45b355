import { createSlice, type Action, type Reducer } from '@reduxjs/toolkit';
import type { LocaleCode } from '@tutoring/common';
import type { AppState } from '../../lib/state';
import type { WizardActions } from './wizardConfig';
import type { WizardSagaConfig } from './wizardSaga';
import { wizardSliceOptions, type SubmitFailure, type SubmittedApplication, type WizardState } from './wizardSlice';

/**
 * What a wizard sends on submit (its endpoint, how its draft becomes the body, what a next application keeps), and
 * where the store holds it.
 */
type Submission<D, S extends string> = Pick<
  WizardSagaConfig<D, S>,
  'endpoint' | 'plan' | 'keptForNext' | 'selectState'
>;

/** Every event of a wizard's slice: those its pages send, and those its saga sends back. */
interface WizardSliceActions<D> extends WizardActions<D> {
  submitRequested: ((language: LocaleCode) => Action) & { type: string };
  submitFailed: (failure: SubmitFailure) => Action;
  submitSucceeded: (submitted: SubmittedApplication<D>) => Action;
}

/**
 * A wizard's slice, where its state is, and the configuration of its saga (createWizardSaga, which loads with the other
 * sagas, app/sagas.ts). `name` is the slice's name in the store and the key its draft is stored under on the device.
 */
export function createWizardState<D extends object, S extends string>(
  name: keyof AppState,
  emptyDraft: D,
  submission: Submission<D, S>,
) {
  // createSlice cannot check case reducers over a generic draft: the slice is made for any object, then typed by D.
  const slice = createSlice(wizardSliceOptions<string, object>(name, emptyDraft, name));
  const actions = slice.actions as unknown as WizardSliceActions<D>;
  return {
    reducer: slice.reducer as unknown as Reducer<WizardState<D>>,
    actions,
    submission: { ...submission, emptyDraft, sliceName: name, storageKey: name, actions },
    selectState: submission.selectState,
  };
}
