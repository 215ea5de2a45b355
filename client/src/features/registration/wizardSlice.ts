import type { Draft, PayloadAction } from '@reduxjs/toolkit';
import type { LocaleCode } from '@tutoring/common';
import { browserStorage, mergeStored, mergeStoredSteps, readDraft, tabStorage } from './draftStorage';

export type SubmitStatus = 'idle' | 'pending' | 'failed' | 'succeeded';

export interface SubmitFailure {
  /** incomplete: a step of the draft is not whole; rejected: the server named fields; failed: anything else */
  reason: 'incomplete' | 'rejected' | 'failed';
  /** the server's own (English) words for a refusal it gave without field errors, e.g. too many submissions */
  serverMessage?: string;
  /** the server's field errors as it sent them, by API field; the Terms step words and links them */
  fieldErrors: Record<string, string[]>;
  /** the first step still to complete, when the draft was not whole */
  incompleteStep?: string;
}

export interface SubmitRequest {
  newKey: string;
  language: LocaleCode;
}

/** What the server answered to the application, shown on the Submitted page; `kept` starts the next one. */
export interface SubmittedApplication<D> {
  reference: string;
  /** null when there is too little data to say, and for tutors */
  expectedWaitDays: number | null;
  /** the answers "Apply for another child" starts from (the guardian's contact details); empty for tutors */
  kept: Partial<D>;
}

export interface WizardState<D> {
  /** each step's data as saved by Save and Continue */
  draft: D;
  /** answers typed on a step and not yet saved with Save and Continue, by step: kept so a reload does not lose them */
  edits: Partial<D>;
  termsAccepted: boolean;
  /** one key per draft: a retry or a double click cannot create a second application */
  idempotencyKey: string | null;
  status: SubmitStatus;
  failure: SubmitFailure | null;
  modalOpen: boolean;
  /** the application just submitted from this tab (kept in its sessionStorage, so a reload of the tab keeps it) */
  submitted: SubmittedApplication<D> | null;
  /**
   * counts Start again (and Home) in this tab: a step shown before it is replaced by a fresh one, and answers that
   * step still had waiting to be kept are dropped instead of bringing the cleared draft back
   */
  round: number;
}

/** Answers typed on one or more steps, from the round they were typed in. */
export interface StepEdit<D> {
  round: number;
  edits: Partial<D>;
}

/** Where the tab keeps what it submitted, beside the draft's key. */
export const submittedKey = (storageKey: string) => `${storageKey}:submitted`;

/** What the tab submitted, as stored, or null when nothing (readable) is. */
function readSubmitted<D extends object>(storageKey: string, emptyDraft: D): SubmittedApplication<D> | null {
  const stored = readDraft(tabStorage(), submittedKey(storageKey)) as Partial<SubmittedApplication<D>> | null;
  if (typeof stored?.reference !== 'string') return null;
  const days = stored.expectedWaitDays;
  return {
    reference: stored.reference,
    expectedWaitDays: typeof days === 'number' ? days : null,
    kept: mergeStoredSteps(emptyDraft, stored.kept),
  };
}

/** What survives a reload. */
export function persistedPart<D>(state: WizardState<D>) {
  return {
    draft: state.draft,
    edits: state.edits,
    termsAccepted: state.termsAccepted,
    idempotencyKey: state.idempotencyKey,
  };
}

/** Nothing typed, saved or ticked: there is no draft to keep. */
export function isBlank<D>(state: WizardState<D>, emptyDraft: D): boolean {
  return (
    !state.termsAccepted &&
    state.idempotencyKey === null &&
    Object.keys(state.edits).length === 0 &&
    JSON.stringify(state.draft) === JSON.stringify(emptyDraft)
  );
}

function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The student and tutor wizards share one state shape and one set of events; each feature passes these
 * options to createSlice with its own draft type (createSlice cannot infer actions inside a generic function).
 */
export function wizardSliceOptions<N extends string, D extends object>(name: N, emptyDraft: D, storageKey: string) {
  const emptyState: WizardState<D> = {
    draft: emptyDraft,
    edits: {},
    termsAccepted: false,
    idempotencyKey: null,
    status: 'idle',
    failure: null,
    modalOpen: false,
    submitted: null,
    round: 0,
  };

  function loadState(): WizardState<D> {
    const value = readDraft(browserStorage(), storageKey);
    const stored = mergeStored(persistedPart(emptyState), value);
    const edits = mergeStoredSteps(emptyDraft, (value as { edits?: unknown } | null)?.edits);
    const submitted = readSubmitted(storageKey, emptyDraft);
    return { ...emptyState, ...stored, edits, idempotencyKey: stored.idempotencyKey || null, submitted };
  }

  return {
    name,
    initialState: loadState,
    reducers: {
      stepEdited(state: Draft<WizardState<D>>, action: PayloadAction<StepEdit<D>>) {
        if (action.payload.round !== state.round) return;
        Object.assign<object, object>(state.edits, action.payload.edits);
      },
      stepSaved(state: Draft<WizardState<D>>, action: PayloadAction<Partial<D>>) {
        Object.assign<object, object>(state.draft, action.payload);
        // The saved step replaces what was typed on it.
        for (const step of Object.keys(action.payload)) delete (state.edits as Record<string, unknown>)[step];
        // Changed answers are a new application body, so they need a new key.
        state.idempotencyKey = null;
        // A new application after one was submitted: its Terms step is no longer the one that succeeded.
        if (state.status === 'succeeded') state.status = 'idle';
        state.failure = null;
      },
      termsChanged(state: Draft<WizardState<D>>, action: PayloadAction<boolean>) {
        state.termsAccepted = action.payload;
      },
      submitRequested: {
        reducer(state: Draft<WizardState<D>>, action: PayloadAction<SubmitRequest>) {
          state.idempotencyKey ??= action.payload.newKey;
          state.status = 'pending';
          state.failure = null;
        },
        /** `language`: the one the form was shown in, stored with the application for its emails */
        prepare: (language: LocaleCode) => ({ payload: { newKey: newIdempotencyKey(), language } }),
      },
      submitFailed(state: Draft<WizardState<D>>, action: PayloadAction<SubmitFailure>) {
        state.status = 'failed';
        state.failure = action.payload;
      },
      submitSucceeded(state: Draft<WizardState<D>>, action: PayloadAction<SubmittedApplication<D>>) {
        return {
          ...emptyState,
          status: 'succeeded' as const,
          modalOpen: true,
          submitted: action.payload as Draft<SubmittedApplication<D>>,
          round: state.round,
        };
      },
      modalClosed(state: Draft<WizardState<D>>) {
        state.modalOpen = false;
      },
      /** Home and Start again: everything goes, and the step on screen is shown afresh. */
      draftCleared(state: Draft<WizardState<D>>) {
        return { ...emptyState, round: state.round + 1 };
      },
      /** "Apply for another child": a new application holding only what the last one kept for it. */
      nextApplicationStarted(state: Draft<WizardState<D>>) {
        const kept = state.submitted?.kept ?? {};
        const draft = { ...emptyDraft } as Record<string, unknown>;
        for (const [step, answers] of Object.entries(kept)) {
          draft[step] = { ...(draft[step] as object), ...(answers as object) };
        }
        return { ...emptyState, draft: draft as D, round: state.round + 1 };
      },
    },
  };
}
