import type { ComponentType } from 'react';
import type { Action } from '@reduxjs/toolkit';
import type { AdditionalInfo, LocaleCode, MessageKey, TermsText, Translate } from '@tutoring/common';
import type { AppState } from '../../lib/state';
import type { ReviewGroup } from './AnswersReview';
import type { StepEdit, WizardState } from './wizardSlice';

/** Both wizards ask the same four steps, in this order; each step has its own route. */
export type WizardStep = 'info' | 'subjects' | 'additional' | 'terms';
export const WIZARD_STEPS: readonly WizardStep[] = ['info', 'subjects', 'additional', 'terms'];

/** A draft holds one object of answers per step before Terms; the Additional step is the same in both wizards. */
export interface WizardDraft {
  info: object;
  subjects: object;
  additional: AdditionalInfo;
}

/** The events a wizard's pages send to its slice (createWizardState makes them). */
export interface WizardActions<D> {
  stepEdited: (edit: StepEdit<D>) => Action;
  stepSaved: (steps: Partial<D>) => Action;
  termsChanged: (accepted: boolean) => Action;
  submitRequested: (language: LocaleCode) => Action;
  modalClosed: () => Action;
  draftCleared: () => Action;
  nextApplicationStarted: () => Action;
}

/** Where a wizard's steps live, where its state is and how its progress bar counts: what each of its steps needs. */
export interface WizardFlow<D> {
  /** which wizard: the prefix of its shared controls' ids and of its catalogue keys (`<form>.…`, terms.<form>.<n>) */
  form: 'student' | 'tutor';
  paths: Record<WizardStep, string>;
  /** where the wizard lands once the application is stored */
  submittedPath: string;
  progress: {
    numbered: boolean;
    /** which steps carry a check mark */
    done: (draft: D, termsAccepted: boolean) => Record<WizardStep, boolean>;
  };
  selectState: (state: AppState) => WizardState<D>;
  actions: WizardActions<D>;
}

/** The texts of a wizard's frame and of its shared Additional step. */
export interface WizardTexts {
  /** who this wizard is for, under the form title */
  audience: string;
  stepLabels: Record<WizardStep, string>;
  stepTitles: Record<WizardStep, string>;
  additionalInfo: string;
  additionalHint: string;
}

/** The fields of the API body, for the server's field errors: their catalogue keys, and where each is answered. */
export interface ApiFields {
  labels: Record<string, MessageKey>;
  locations: Record<string, { step: WizardStep; target: string }>;
}

/** What a wizard's Terms step shows besides the kit's own: its terms, its review and its API's fields. */
interface TermsPage<D> {
  text: TermsText;
  /** every answer by step, shown above the terms */
  review: (t: Translate, draft: D) => ReviewGroup[];
  /** those of the wizard's own steps (the kit knows the Additional and Terms steps' own) */
  apiFields: ApiFields;
}

/** A whole wizard: its flow, the two steps whose questions differ between the wizards, and its Terms step. */
export interface WizardConfig<D> extends WizardFlow<D> {
  steps: Record<'info' | 'subjects', ComponentType>;
  terms: TermsPage<D>;
}

/** The step after `step`: where Save and Continue goes. */
export const nextPath = (paths: Record<WizardStep, string>, step: WizardStep) =>
  paths[WIZARD_STEPS[WIZARD_STEPS.indexOf(step) + 1] ?? 'terms'];
