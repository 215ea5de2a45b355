import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LazyState } from '../../lib/state';

type PersonKind = 'tutee' | 'tutor';

/** Whom the erasure dialog is about. */
export interface ErasureTarget {
  kind: PersonKind;
  id: number;
  /** the full name as shown on the card: what the admin types to confirm */
  name: string;
}

export interface ErasureRequest extends ErasureTarget {
  confirmName: string;
}

export interface PersonDataState {
  /** the person the erasure dialog is open for; kept here, not in the card, so a list reload that redraws the cards
   * leaves the dialog open */
  target: ErasureTarget | null;
  erasing: boolean;
  /** why the erasure was refused */
  error: string;
  /** the name of the last person erased, for the page's status line */
  lastErased: string | null;
}

const initialState: PersonDataState = { target: null, erasing: false, error: '', lastErased: null };

/** Events: erasureDialogOpened → erasureRequested → erasureSucceeded | erasureFailed; erasureDialogClosed; erasurePageLeft. */
export const personDataSlice = createSlice({
  name: 'personData',
  initialState,
  reducers: {
    erasureDialogOpened(state, action: PayloadAction<ErasureTarget>) {
      state.target = action.payload;
      state.error = '';
      state.lastErased = null;
    },
    erasureDialogClosed(state) {
      if (!state.erasing) state.target = null;
    },
    /** a Tutees or Tutors page closed: its dialog and status line must not reappear on the next page */
    erasurePageLeft(state) {
      state.target = null;
      state.error = '';
      state.lastErased = null;
    },
    erasureRequested(state, _action: PayloadAction<ErasureRequest>) {
      state.erasing = true;
      state.error = '';
    },
    erasureSucceeded(state, action: PayloadAction<ErasureRequest>) {
      state.erasing = false;
      state.target = null;
      state.lastErased = action.payload.name;
    },
    erasureFailed(state, action: PayloadAction<string>) {
      state.erasing = false;
      state.error = action.payload;
    },
  },
});

/** The slice's state once the feature has joined the store (personDataFeature.ts), its initial state before. */
function personDataState(state: LazyState): PersonDataState {
  return state.personData ?? initialState;
}
export const selectErasure = (state: LazyState) => personDataState(state);
export const {
  erasureDialogOpened,
  erasureDialogClosed,
  erasurePageLeft,
  erasureRequested,
  erasureSucceeded,
  erasureFailed,
} = personDataSlice.actions;
export default personDataSlice.reducer;

declare module '../../lib/state' {
  interface LazyLoadedSlices {
    personData: PersonDataState;
  }
}
