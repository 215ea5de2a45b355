import { describe, expect, it } from 'vitest';
import reducer, {
  erasureDialogClosed,
  erasureDialogOpened,
  erasureFailed,
  erasurePageLeft,
  erasureRequested,
  erasureSucceeded,
  type PersonDataState,
} from './personDataSlice';

const rosa = { kind: 'tutee' as const, id: 7, name: 'Rosa Alvarez' };
const start = (): PersonDataState => reducer(undefined, { type: 'init' });

describe('personData slice', () => {
  it('opens the dialog for a person, and a success closes it and names whom', () => {
    let state = reducer(start(), erasureDialogOpened(rosa));
    expect(state.target).toEqual(rosa);
    state = reducer(state, erasureRequested({ ...rosa, confirmName: 'rosa alvarez' }));
    expect(state.erasing).toBe(true);
    // Cancel while the request is on its way does not hide what happens to it.
    expect(reducer(state, erasureDialogClosed()).target).toEqual(rosa);
    state = reducer(state, erasureSucceeded({ ...rosa, confirmName: 'rosa alvarez' }));
    expect(state).toEqual({ target: null, erasing: false, error: '', lastErased: 'Rosa Alvarez' });
  });

  it('keeps the dialog open with the refusal, and clears it when opened again', () => {
    let state = reducer(
      reducer(start(), erasureDialogOpened(rosa)),
      erasureRequested({ ...rosa, confirmName: 'rosa alvarez' }),
    );
    state = reducer(state, erasureFailed('End the match first.'));
    expect(state).toMatchObject({ target: rosa, erasing: false, error: 'End the match first.' });
    expect(reducer(state, erasureDialogOpened(rosa)).error).toBe('');
  });

  it('forgets the dialog and the status line when the page closes, so the next page shows neither', () => {
    const done = reducer(reducer(start(), erasureDialogOpened(rosa)), erasureSucceeded({ ...rosa, confirmName: 'x' }));
    const reopened = reducer(done, erasureDialogOpened({ kind: 'tutor', id: 3, name: 'Tomas Berg' }));
    expect(reducer(reopened, erasurePageLeft())).toEqual(start());
  });
});
