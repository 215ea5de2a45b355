import { createSlice, type Action, type Reducer } from '@reduxjs/toolkit';
import type { LocaleCode } from '@tutoring/common';
import type { AppState } from '../../lib/state';
import type { WizardActions } from './wizardConfig';
import { createWizardSaga, type WizardSagaConfig } from './wizardSaga';
import { wizardSliceOptions, type SubmitFailure, type SubmittedApplication, type WizardState } from './wizardSlice';

/** What a wizard sends on submit: its endpoint, how its draft becomes the body, what a next application keeps. */
type Submission<D, S extends string> = Pick<WizardSagaConfig<D, S>, 'endpoint' | 'plan' | 'keptForNext'>;

/** The names of the store's slices that hold a wizard of draft D. */
type WizardSliceName<D> = { [K in keyof AppState]: AppState[K] extends WizardState<D> ? K : never }[keyof AppState];

/** Every event of a wizard's slice: those its pages send, and those its saga sends back. */
interface WizardSliceActions<D> extends WizardActions<D> {
  submitRequested: ((language: LocaleCode) => Action) & { type: string };
  submitFailed: (failure: SubmitFailure) => Action;
  submitSucceeded: (submitted: SubmittedApplication<D>) => Action;
}

/**
 * A wizard's slice, its saga and where its state is. `name` is the slice's name in the store and the key its draft is
 * stored under on the device.
 */
export function createWizardState<D extends object, S extends string>(
  name: WizardSliceName<D> & string,
  emptyDraft: D,
  submission: Submission<D, S>,
) {
  // createSlice cannot check case reducers over a generic draft: the slice is made for any object, then typed by D.
  const slice = createSlice(wizardSliceOptions<string, object>(name, emptyDraft, name));
  const actions = slice.actions as unknown as WizardSliceActions<D>;
  const selectState = (state: AppState) => state[name] as WizardState<D>;
  const saga = createWizardSaga({ ...submission, emptyDraft, selectState, sliceName: name, storageKey: name, actions });
  return { reducer: slice.reducer as unknown as Reducer<WizardState<D>>, actions, saga, selectState };
}
