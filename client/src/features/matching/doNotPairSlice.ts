import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DoNotPairEntry } from '@tutoring/common';
import { lazySelector } from '../../lib/state';

export type DoNotPairSide = 'tutee' | 'tutor';

interface DoNotPairListState {
  status: 'loading' | 'loaded' | 'failed';
  entries: DoNotPairEntry[];
  error: string;
}

export interface DoNotPairState {
  /** each profile's list, by listKey(side, id) */
  lists: Record<string, DoNotPairListState>;
  /** the pair whose dialog is open on the match page */
  barring: { tuteeId: number; tutorId: number; tutorName: string } | null;
  saving: boolean;
  error: string;
}

export const listKey = (side: DoNotPairSide, id: number) => `${side}:${id}`;

const initialState: DoNotPairState = { lists: {}, barring: null, saving: false, error: '' };

interface TuteeList {
  tuteeId: number;
  tutorId: number;
  entries: DoNotPairEntry[];
}

/** The tutee's list is the server's answer; the tutor's list is read again when next shown. */
function storeTuteeList(state: DoNotPairState, { tuteeId, tutorId, entries }: TuteeList) {
  state.lists[listKey('tutee', tuteeId)] = { status: 'loaded', entries, error: '' };
  delete state.lists[listKey('tutor', tutorId)];
}

/**
 * Events: listRequested → listLoaded | listFailed; dialogOpened → addRequested → added | addFailed (or dialogClosed);
 * removeRequested → removed | removeFailed.
 */
export const doNotPairSlice = createSlice({
  name: 'doNotPair',
  initialState,
  reducers: {
    doNotPairListRequested(state, action: PayloadAction<{ side: DoNotPairSide; id: number }>) {
      const key = listKey(action.payload.side, action.payload.id);
      state.lists[key] = { status: 'loading', entries: state.lists[key]?.entries ?? [], error: '' };
    },
    doNotPairListLoaded(state, action: PayloadAction<{ side: DoNotPairSide; id: number; entries: DoNotPairEntry[] }>) {
      state.lists[listKey(action.payload.side, action.payload.id)] = {
        status: 'loaded',
        entries: action.payload.entries,
        error: '',
      };
    },
    doNotPairListFailed(state, action: PayloadAction<{ side: DoNotPairSide; id: number; message: string }>) {
      state.lists[listKey(action.payload.side, action.payload.id)] = {
        status: 'failed',
        entries: [],
        error: action.payload.message,
      };
    },
    doNotPairDialogOpened(state, action: PayloadAction<{ tuteeId: number; tutorId: number; tutorName: string }>) {
      state.barring = action.payload;
      state.error = '';
    },
    doNotPairDialogClosed(state) {
      state.barring = null;
      state.error = '';
    },
    doNotPairAddRequested(state, _action: PayloadAction<{ tuteeId: number; tutorId: number; reason: string }>) {
      state.saving = true;
      state.error = '';
    },
    doNotPairAdded(state, action: PayloadAction<TuteeList>) {
      storeTuteeList(state, action.payload);
      state.saving = false;
      state.barring = null;
    },
    doNotPairAddFailed(state, action: PayloadAction<string>) {
      state.saving = false;
      state.error = action.payload;
    },
    doNotPairRemoveRequested(state, action: PayloadAction<{ side: DoNotPairSide; tuteeId: number; tutorId: number }>) {
      const { side, tuteeId, tutorId } = action.payload;
      const list = state.lists[listKey(side, side === 'tutee' ? tuteeId : tutorId)];
      if (list) list.error = '';
    },
    doNotPairRemoved(state, action: PayloadAction<TuteeList>) {
      storeTuteeList(state, action.payload);
    },
    doNotPairRemoveFailed(state, action: PayloadAction<{ side: DoNotPairSide; id: number; message: string }>) {
      const list = state.lists[listKey(action.payload.side, action.payload.id)];
      if (list) list.error = action.payload.message;
    },
  },
});

/** The slice's state once the feature has joined the store (doNotPairFeature.ts), its initial state before. */
export const selectDoNotPair = lazySelector('doNotPair', initialState);

export const {
  doNotPairListRequested,
  doNotPairListLoaded,
  doNotPairListFailed,
  doNotPairDialogOpened,
  doNotPairDialogClosed,
  doNotPairAddRequested,
  doNotPairAdded,
  doNotPairAddFailed,
  doNotPairRemoveRequested,
  doNotPairRemoved,
  doNotPairRemoveFailed,
} = doNotPairSlice.actions;

declare module '../../lib/state' {
  interface LazyLoadedSlices {
    doNotPair: DoNotPairState;
  }
}
