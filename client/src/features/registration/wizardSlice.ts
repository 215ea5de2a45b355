import type { Draft, PayloadAction } from '@reduxjs/toolkit';
import type { LocaleCode } from '@tutoring/common';
import { mergeStored, readSession } from './draftStorage';

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

export interface WizardState<D> {
  /** each step's data as saved by Save and Continue */
  draft: D;
  termsAccepted: boolean;
  /** one key per draft: a retry or a double click cannot create a second application */
  idempotencyKey: string | null;
  status: SubmitStatus;
  failure: SubmitFailure | null;
  modalOpen: boolean;
}

/** What survives a refresh. */
export function persistedPart<D>(state: WizardState<D>) {
  return { draft: state.draft, termsAccepted: state.termsAccepted, idempotencyKey: state.idempotencyKey };
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
    termsAccepted: false,
    idempotencyKey: null,
    status: 'idle',
    failure: null,
    modalOpen: false,
  };

  function loadState(): WizardState<D> {
    const stored = mergeStored(persistedPart(emptyState), readSession(storageKey));
    return { ...emptyState, ...stored, idempotencyKey: stored.idempotencyKey || null };
  }

  return {
    name,
    initialState: loadState,
    reducers: {
      stepSaved(state: Draft<WizardState<D>>, action: PayloadAction<Partial<D>>) {
        Object.assign<object, object>(state.draft, action.payload);
        // Changed answers are a new application body, so they need a new key.
        state.idempotencyKey = null;
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
      submitSucceeded() {
        return { ...emptyState, status: 'succeeded' as const, modalOpen: true };
      },
      modalClosed(state: Draft<WizardState<D>>) {
        state.modalOpen = false;
      },
      draftCleared() {
        return emptyState;
      },
    },
  };
}
