import { createSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { EMPTY_TUTOR_DRAFT } from '@tutoring/common';
import { mergeStored } from './draftStorage';
import { isBlank, wizardSliceOptions } from './wizardSlice';

const slice = createSlice(wizardSliceOptions('tutorWizard', EMPTY_TUTOR_DRAFT, 'test'));
const {
  stepEdited,
  stepSaved,
  termsChanged,
  submitRequested,
  submitFailed,
  submitSucceeded,
  modalClosed,
  draftCleared,
} = slice.actions;
const RECEIVED = { reference: 'V-7KQ4M2XR', expectedWaitDays: null, kept: {} };
const reduce = (...actions: Parameters<typeof slice.reducer>[1][]) =>
  actions.reduce(slice.reducer, slice.getInitialState());
const info = { ...EMPTY_TUTOR_DRAFT.info, firstName: 'Sam' };

describe('wizard draft state', () => {
  it('keeps one idempotency key across retries of the same draft', () => {
    const first = reduce(
      stepSaved({ info }),
      termsChanged(true),
      submitRequested('en'),
      submitFailed({ reason: 'failed', fieldErrors: {} }),
    );
    const retried = slice.reducer(first, submitRequested('en'));
    expect(first.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(retried.idempotencyKey).toBe(first.idempotencyKey);
    expect(retried.status).toBe('pending');
    expect(retried.failure).toBeNull();
  });

  it('needs a new key once an answer changes', () => {
    const sent = reduce(submitRequested('en'), submitFailed({ reason: 'failed', fieldErrors: {} }));
    expect(slice.reducer(sent, stepSaved({ info })).idempotencyKey).toBeNull();
  });

  it('clears the draft and the terms after success and opens the modal, which closing only hides', () => {
    const done = reduce(stepSaved({ info }), termsChanged(true), submitRequested('en'), submitSucceeded(RECEIVED));
    expect(done).toMatchObject({
      draft: EMPTY_TUTOR_DRAFT,
      termsAccepted: false,
      idempotencyKey: null,
      status: 'succeeded',
      modalOpen: true,
    });
    expect(slice.reducer(done, modalClosed())).toMatchObject({
      modalOpen: false,
      draft: EMPTY_TUTOR_DRAFT,
      submitted: RECEIVED,
    });
  });

  it('lets a new application after a submitted one reach its own Terms step', () => {
    const done = reduce(submitRequested('en'), submitSucceeded(RECEIVED), modalClosed());
    expect(slice.reducer(done, stepSaved({ info })).status).toBe('idle');
  });

  it('Home and Start again clear everything and begin a new round', () => {
    const typed = { ...EMPTY_TUTOR_DRAFT.subjects, otherLanguageChecked: true, otherLanguage: 'Oromo' };
    const cleared = reduce(stepSaved({ info }), stepEdited({ round: 0, edits: { subjects: typed } }), draftCleared());
    expect(cleared).toEqual({ ...slice.getInitialState(), round: 1 });
    expect(isBlank(cleared, EMPTY_TUTOR_DRAFT)).toBe(true);
  });
});

describe('answers typed and not yet saved', () => {
  const typedInfo = { ...EMPTY_TUTOR_DRAFT.info, firstName: 'Sa' };

  it('are kept by step without touching the saved draft or the idempotency key', () => {
    const sent = reduce(submitRequested('en'), submitFailed({ reason: 'failed', fieldErrors: {} }));
    const typed = slice.reducer(sent, stepEdited({ round: 0, edits: { info: typedInfo } }));
    expect(typed.edits).toEqual({ info: typedInfo });
    expect(typed.draft).toEqual(EMPTY_TUTOR_DRAFT);
    expect(typed.idempotencyKey).toBe(sent.idempotencyKey);
    expect(isBlank(typed, EMPTY_TUTOR_DRAFT)).toBe(false);
  });

  it('give way to Save and Continue of their step only', () => {
    const typedAdditional = { availability: [], additionalInfo: 'Evenings' };
    const saved = reduce(
      stepEdited({ round: 0, edits: { info: typedInfo } }),
      stepEdited({ round: 0, edits: { additional: typedAdditional } }),
      stepSaved({ info }),
    );
    expect(saved.edits).toEqual({ additional: typedAdditional });
    expect(saved.draft.info).toEqual(info);
  });

  it('from a step shown before Start again are dropped', () => {
    const cleared = reduce(draftCleared(), stepEdited({ round: 0, edits: { info: typedInfo } }));
    expect(cleared.edits).toEqual({});
    expect(slice.reducer(cleared, stepEdited({ round: 1, edits: { info: typedInfo } })).edits).toEqual({
      info: typedInfo,
    });
  });

  it('go with the draft when the application is accepted', () => {
    const done = reduce(stepEdited({ round: 0, edits: { info: typedInfo } }), submitSucceeded(RECEIVED), modalClosed());
    expect(done.edits).toEqual({});
    expect(isBlank(done, EMPTY_TUTOR_DRAFT)).toBe(true);
  });
});

describe('restoring a stored draft', () => {
  it('takes values of the right type and ignores the rest', () => {
    const stored = {
      info: { firstName: 'Sam', lastName: 7, otherSchool: 'yes' },
      subjects: { grades: ['7th', 3], subjects: ['math_geom'] },
      extra: true,
    };
    const restored = mergeStored(EMPTY_TUTOR_DRAFT, stored);
    expect(restored.info).toEqual({ ...EMPTY_TUTOR_DRAFT.info, firstName: 'Sam' });
    expect(restored.subjects).toEqual({ ...EMPTY_TUTOR_DRAFT.subjects, subjects: ['math_geom'] });
    expect(restored).not.toHaveProperty('extra');
    expect(mergeStored(EMPTY_TUTOR_DRAFT, 'garbage')).toBe(EMPTY_TUTOR_DRAFT);
  });
});
