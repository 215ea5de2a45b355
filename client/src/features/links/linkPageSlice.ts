import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LinkState } from '@tutoring/common';
import { lazySelector } from '../../lib/state';

/** Which applicant link a confirmation page answers: the applicant's own address, or a guardian's consent. */
export type ConfirmPurpose = 'confirm-email' | 'guardian-consent';

/** The public endpoints behind emailed links, by their collection under /api. */
export type LinkKind = 'checkins' | 'concerns' | 'surveys' | 'reconfirmations' | `applications/${ConfirmPurpose}`;

/** Where an emailed link's page stands: reading the link, open, sending, done, or the link gone. */
export type LinkPageStatus = 'loading' | 'open' | 'sending' | 'done' | LinkState | 'failed';

export interface LinkPageState {
  status: LinkPageStatus;
  /** the side of the match the link speaks to, when its page says */
  side: 'tutee' | 'tutor' | null;
  /** the recipient's language, as the server holds it */
  language: string | null;
  /** the answer could not be sent (no connection): the form stays, with a message */
  sendFailed: boolean;
}

export interface LinkRef {
  kind: LinkKind;
  token: string;
}

const initialState: LinkPageState = { status: 'loading', side: null, language: null, sendFailed: false };

/** Events: linkPageRequested → linkPageLoaded | linkGone | linkPageLoadFailed; linkAnswerSent → linkAnswered | … */
export const linkPageSlice = createSlice({
  name: 'linkPage',
  initialState,
  reducers: {
    linkPageRequested: (_state, _action: PayloadAction<LinkRef>) => initialState,
    linkPageLoaded(state, action: PayloadAction<{ side?: 'tutee' | 'tutor'; language: string }>) {
      state.status = 'open';
      state.side = action.payload.side ?? null;
      state.language = action.payload.language;
    },
    linkGone(state, action: PayloadAction<LinkState>) {
      state.status = action.payload;
    },
    linkPageLoadFailed(state) {
      state.status = 'failed';
    },
    linkAnswerSent(state, _action: PayloadAction<LinkRef & { body: object }>) {
      state.status = 'sending';
      state.sendFailed = false;
    },
    linkAnswered(state) {
      state.status = 'done';
    },
    linkAnswerFailed(state) {
      state.status = 'open';
      state.sendFailed = true;
    },
  },
});

export const {
  linkPageRequested,
  linkPageLoaded,
  linkGone,
  linkPageLoadFailed,
  linkAnswerSent,
  linkAnswered,
  linkAnswerFailed,
} = linkPageSlice.actions;

/** The lazy feature's state, once its module has added it to the store. */
export const selectLinkPage = lazySelector('linkPage', initialState);
export default linkPageSlice.reducer;

declare module '../../lib/state' {
  interface LazyLoadedSlices {
    linkPage: LinkPageState;
  }
}
