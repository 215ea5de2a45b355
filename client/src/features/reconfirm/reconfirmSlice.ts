import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LinkState, ReconfirmAnswer, ReconfirmPage } from '@tutoring/common';

/** Where a reconfirmation link's page stands: reading the link, asking, sending the answer, done, or the link gone. */
export type ReconfirmStatus = 'loading' | 'open' | 'sending' | 'answered' | LinkState | 'failed';

export interface ReconfirmState {
  status: ReconfirmStatus;
  role: ReconfirmPage['role'] | null;
  /** the recipient's language, as the server holds it */
  language: string | null;
  answer: ReconfirmAnswer | null;
  /** the answer could not be sent (no connection): the buttons stay, with a message */
  sendFailed: boolean;
}

const initialState: ReconfirmState = { status: 'loading', role: null, language: null, answer: null, sendFailed: false };

const reconfirmSlice = createSlice({
  name: 'reconfirm',
  initialState,
  reducers: {
    reconfirmRequested: (_state, _action: PayloadAction<string>) => initialState,
    reconfirmLoaded(state, action: PayloadAction<ReconfirmPage>) {
      state.status = 'open';
      state.role = action.payload.role;
      state.language = action.payload.language;
    },
    reconfirmGone(state, action: PayloadAction<LinkState>) {
      state.status = action.payload;
    },
    reconfirmLoadFailed(state) {
      state.status = 'failed';
    },
    answerSent(state, _action: PayloadAction<{ token: string; answer: ReconfirmAnswer }>) {
      state.status = 'sending';
      state.sendFailed = false;
    },
    answerRecorded(state, action: PayloadAction<ReconfirmAnswer>) {
      state.status = 'answered';
      state.answer = action.payload;
    },
    answerFailed(state) {
      state.status = 'open';
      state.sendFailed = true;
    },
  },
});

export const {
  reconfirmRequested,
  reconfirmLoaded,
  reconfirmGone,
  reconfirmLoadFailed,
  answerSent,
  answerRecorded,
  answerFailed,
} = reconfirmSlice.actions;

/** The lazy feature's state, once its module has added it to the store. */
export function selectReconfirm(state: unknown): ReconfirmState {
  return (state as { reconfirm?: ReconfirmState }).reconfirm ?? initialState;
}
export default reconfirmSlice.reducer;
