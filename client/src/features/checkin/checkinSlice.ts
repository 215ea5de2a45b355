import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CheckinAnswer, CheckinPage, LinkState } from '@tutoring/common';

/** Where a check-in link's page stands: reading the link, asking, sending the answer, done, or the link gone. */
export type CheckinStatus = 'loading' | 'open' | 'sending' | 'answered' | LinkState | 'failed';

export interface CheckinState {
  status: CheckinStatus;
  side: CheckinPage['side'] | null;
  /** the recipient's language, as the server holds it */
  language: string | null;
  answer: CheckinAnswer | null;
  /** the answer could not be sent (no connection): the buttons stay, with a message */
  sendFailed: boolean;
}

const initialState: CheckinState = { status: 'loading', side: null, language: null, answer: null, sendFailed: false };

const checkinSlice = createSlice({
  name: 'checkin',
  initialState,
  reducers: {
    checkinRequested: (_state, _action: PayloadAction<string>) => initialState,
    checkinLoaded(state, action: PayloadAction<CheckinPage>) {
      state.status = 'open';
      state.side = action.payload.side;
      state.language = action.payload.language;
    },
    checkinGone(state, action: PayloadAction<LinkState>) {
      state.status = action.payload;
    },
    checkinLoadFailed(state) {
      state.status = 'failed';
    },
    answerSent(state, _action: PayloadAction<{ token: string; answer: CheckinAnswer }>) {
      state.status = 'sending';
      state.sendFailed = false;
    },
    answerRecorded(state, action: PayloadAction<CheckinAnswer>) {
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
  checkinRequested,
  checkinLoaded,
  checkinGone,
  checkinLoadFailed,
  answerSent,
  answerRecorded,
  answerFailed,
} = checkinSlice.actions;

/** The lazy feature's state, once its module has added it to the store. */
export function selectCheckin(state: unknown): CheckinState {
  return (state as { checkin?: CheckinState }).checkin ?? initialState;
}
export default checkinSlice.reducer;
