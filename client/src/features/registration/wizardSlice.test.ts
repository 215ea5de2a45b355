import { createSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { EMPTY_TUTOR_DRAFT } from '@tutoring/common';
import { mergeStored } from './draftStorage';
import { wizardSliceOptions } from './wizardSlice';

const slice = createSlice(wizardSliceOptions('tutorWizard', EMPTY_TUTOR_DRAFT, 'test'));
const { stepSaved, termsChanged, submitRequested, submitFailed, submitSucceeded, modalClosed, draftCleared } =
  slice.actions;
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
    const done = reduce(stepSaved({ info }), termsChanged(true), submitRequested('en'), submitSucceeded());
    expect(done).toMatchObject({
      draft: EMPTY_TUTOR_DRAFT,
      termsAccepted: false,
      idempotencyKey: null,
      status: 'succeeded',
      modalOpen: true,
    });
    expect(slice.reducer(done, modalClosed())).toMatchObject({ modalOpen: false, draft: EMPTY_TUTOR_DRAFT });
  });

  it('Home clears everything', () => {
    expect(reduce(stepSaved({ info }), termsChanged(true), draftCleared())).toEqual(slice.getInitialState());
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
