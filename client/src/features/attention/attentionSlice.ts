import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AttentionItem, ConcernOutcome } from '@tutoring/common';
import { requestFailed, type LoadStatus } from '../../lib/request';
import { lazySelector } from '../../lib/state';

export interface HandledRequest {
  item: AttentionItem;
  note: string;
}

/** Closing a concern: what was done (an outcome of CONCERN_OUTCOMES) and a note. */
export interface ConcernCloseRequest extends HandledRequest {
  outcome: ConcernOutcome;
}

export interface AttentionState {
  items: AttentionItem[];
  status: LoadStatus;
  /** a failed load or action, shown above the list */
  error: string;
  /** what the last action did */
  notice: string;
  /** the key (attentionKey) of the item being marked handled */
  handling: string | null;
}

const initialState: AttentionState = { items: [], status: 'idle', error: '', notice: '', handling: null };

/** One item's key: its kind, match, and email or concern. */
export const attentionKey = (item: Pick<AttentionItem, 'kind' | 'match_id' | 'email_id' | 'concern'>) =>
  `${item.kind}-${item.match_id}-${item.email_id ?? item.concern?.id ?? ''}`;

/**
 * Events: attentionRequested → attentionLoaded | attentionFailed; handledRequested or concernCloseRequested →
 * itemHandled | handledFailed.
 */
export const attentionSlice = createSlice({
  name: 'attention',
  initialState,
  reducers: {
    attentionRequested(state) {
      if (state.status !== 'loaded') state.status = 'loading';
    },
    attentionLoaded(state, action: PayloadAction<AttentionItem[]>) {
      state.items = action.payload;
      state.status = 'loaded';
    },
    attentionFailed: requestFailed,
    handledRequested(state, action: PayloadAction<HandledRequest>) {
      state.handling = attentionKey(action.payload.item);
      state.error = '';
      state.notice = '';
    },
    concernCloseRequested(state, action: PayloadAction<ConcernCloseRequest>) {
      state.handling = attentionKey(action.payload.item);
      state.error = '';
      state.notice = '';
    },
    itemHandled(state, action: PayloadAction<{ key: string; notice: string }>) {
      state.items = state.items.filter((item) => attentionKey(item) !== action.payload.key);
      state.handling = null;
      state.notice = action.payload.notice;
    },
    handledFailed(state, action: PayloadAction<string>) {
      state.handling = null;
      state.error = action.payload;
    },
    /** what an action on an item (a resend) did */
    attentionNotice(state, action: PayloadAction<string>) {
      state.error = '';
      state.notice = action.payload;
    },
    /** why an action on an item was refused; the list stays as it is */
    attentionActionFailed(state, action: PayloadAction<string>) {
      state.notice = '';
      state.error = action.payload;
    },
  },
});

export const {
  attentionRequested,
  attentionLoaded,
  attentionFailed,
  handledRequested,
  concernCloseRequested,
  itemHandled,
  handledFailed,
  attentionNotice,
  attentionActionFailed,
} = attentionSlice.actions;

/** The list's state once the feature has joined the store (attentionFeature.ts), its initial state before. */
export const selectAttention = lazySelector('attention', initialState);
export default attentionSlice.reducer;

declare module '../../lib/state' {
  interface LazyLoadedSlices {
    attention: AttentionState;
  }
}
