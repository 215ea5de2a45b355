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

/** Where a wizard's steps live and where its state is: what each of its steps needs. */
export interface WizardFlow<D> {
  /** which wizard: the prefix of its shared controls' ids and the catalogue's terms.<form>.<n> */
  form: 'student' | 'tutor';
  paths: Record<WizardStep, string>;
  /** where the wizard lands once the application is stored */
  submittedPath: string;
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

/** A whole wizard: its flow, its two own steps, its progress bar and what its Terms step shows. */
export interface WizardConfig<D> extends WizardFlow<D> {
  /** the steps whose questions differ between the wizards */
  steps: Record<'info' | 'subjects', ComponentType>;
  numberedSteps: boolean;
  /** which progress-bar steps carry a check mark */
  stepsDone: (draft: D, termsAccepted: boolean) => Record<WizardStep, boolean>;
  terms: TermsText;
  /**
   * the catalogue keys naming the wizard's own API fields, and where each is answered, for the server's field errors
   * (those of the Additional and Terms steps are the kit's)
   */
  fieldLabelKeys: Record<string, MessageKey>;
  fieldLocations: Record<string, { step: WizardStep; target: string }>;
  /** every answer by step, shown above the terms */
  review: (t: Translate, draft: D) => ReviewGroup[];
}

/** The step after `step`: where Save and Continue goes. */
export const nextPath = (paths: Record<WizardStep, string>, step: WizardStep) =>
  paths[WIZARD_STEPS[WIZARD_STEPS.indexOf(step) + 1] ?? 'terms'];
