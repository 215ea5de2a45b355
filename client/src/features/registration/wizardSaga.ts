import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import type { ApplicationReceived, PhoneCheck } from '@tutoring/common';
import type { AppState } from '../../lib/state';
import { selectGuardianConsentBelowGrade, selectPhoneRegion } from '../config';
import { ANY_PHONE, loadPhoneRules } from './phoneCheck';
import { stepRules, type StepRules } from './stepRules';
import { api, fieldErrorsOf, messageOf, statusOf, type ApiResponse } from '../../lib/api';
import { browserStorage, removeDraft, tabStorage, writeDraft } from './draftStorage';
import {
  isBlank,
  persistedPart,
  submittedKey,
  type SubmitFailure,
  type SubmitRequest,
  type SubmittedApplication,
  type WizardState,
} from './wizardSlice';

type SubmitPlan<S extends string> = { ok: true; submission: object; mailTo: string } | { ok: false; incompleteStep: S };

export interface WizardSagaConfig<D, S extends string> {
  sliceName: string;
  storageKey: string;
  /** the draft of a wizard nobody has started: nothing is stored for it */
  emptyDraft: D;
  /** POST path of the application, e.g. '/tutees' */
  endpoint: string;
  selectState: (state: AppState) => WizardState<D>;
  /**
   * validates the whole draft with the step rules (phone numbers against the configured region, a guardian's address
   * below GUARDIAN_CONSENT_BELOW_GRADE) and builds the body
   */
  plan: (rules: StepRules, draft: D, isPhone: PhoneCheck, consentBelowGrade: string | null) => SubmitPlan<S>;
  /** what of the submitted draft a next application starts from ("Apply for another child"); nothing by default */
  keptForNext?: (draft: D) => Partial<D>;
  actions: {
    submitRequested: { type: string };
    submitFailed: (failure: SubmitFailure) => Action;
    submitSucceeded: (submitted: SubmittedApplication<D>) => Action;
  };
}

function failureOf(error: unknown): SubmitFailure {
  const status = statusOf(error);
  if (status === 400) {
    const fieldErrors = fieldErrorsOf(error);
    return Object.keys(fieldErrors).length > 0
      ? { reason: 'rejected', fieldErrors }
      : { reason: 'failed', serverMessage: messageOf(error, ''), fieldErrors: {} };
  }
  if (status === 429) return { reason: 'failed', serverMessage: messageOf(error, ''), fieldErrors: {} };
  return { reason: 'failed', fieldErrors: {} };
}

/** The configured region's phone check; if the rules cannot be fetched, the server's check is the one that counts. */
function* phoneCheck(): Generator<unknown, PhoneCheck, unknown> {
  const region = (yield select(selectPhoneRegion)) as string;
  try {
    const rules = (yield call(loadPhoneRules)) as Awaited<ReturnType<typeof loadPhoneRules>>;
    return rules.phoneCheckFor(region);
  } catch {
    return ANY_PHONE;
  }
}

/** Submit: the application (with the draft's idempotency key), then the confirmation mail, then success. */
export function createWizardSaga<D, S extends string>(config: WizardSagaConfig<D, S>) {
  function* submit(action: PayloadAction<SubmitRequest>) {
    const state: WizardState<D> = yield select(config.selectState);
    const consentBelowGrade = (yield select(selectGuardianConsentBelowGrade)) as string | null;
    let rules: StepRules;
    try {
      rules = (yield call(stepRules.load)) as StepRules;
    } catch {
      yield put(config.actions.submitFailed({ reason: 'failed', fieldErrors: {} }));
      return;
    }
    const plan = config.plan(rules, state.draft, yield* phoneCheck(), consentBelowGrade);
    if (!plan.ok) {
      yield put(
        config.actions.submitFailed({ reason: 'incomplete', fieldErrors: {}, incompleteStep: plan.incompleteStep }),
      );
      return;
    }
    let received: ApplicationReceived;
    try {
      const headers = state.idempotencyKey ? { 'Idempotency-Key': state.idempotencyKey } : {};
      const response = (yield call(
        api.post,
        config.endpoint,
        { ...plan.submission, preferred_language: action.payload.language },
        { headers },
      )) as ApiResponse<unknown>;
      received = response.data as ApplicationReceived;
    } catch (error) {
      yield put(config.actions.submitFailed(failureOf(error)));
      return;
    }
    try {
      yield call(api.post, '/mail', { email: plan.mailTo });
    } catch {
      // The application is stored and its confirmation queued; the server retries the mail.
    }
    yield put(
      config.actions.submitSucceeded({
        reference: received.reference,
        expectedWaitDays: received.expectedWaitDays ?? null,
        kept: config.keptForNext?.(state.draft) ?? {},
      }),
    );
  }

  // Runs within the dispatch (no effect here waits), so a change dispatched on pagehide is stored before the page goes.
  function* persist() {
    const state: WizardState<D> = yield select(config.selectState);
    // Start again, Home and a submitted application leave the wizard blank: then no draft stays on the device.
    if (isBlank(state, config.emptyDraft)) removeDraft(browserStorage(), config.storageKey);
    else writeDraft(browserStorage(), config.storageKey, persistedPart(state));
    // The Submitted page outlives a reload of this tab, and nothing else: another tab never shows it.
    if (state.submitted) writeDraft(tabStorage(), submittedKey(config.storageKey), state.submitted);
    else removeDraft(tabStorage(), submittedKey(config.storageKey));
  }

  return function* wizardSaga() {
    yield takeLeading(config.actions.submitRequested.type, submit);
    yield takeEvery((action: Action) => action.type.startsWith(`${config.sliceName}/`), persist);
  };
}
