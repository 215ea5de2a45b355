import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProposalAcceptResult, ProposalPairIds, ProposalRun } from '@tutoring/common';
import { requestFailed, type LoadStatus } from '../../lib/request';
import { lazySelector } from '../../lib/state';

export interface ProposalsState {
  run: ProposalRun | null;
  status: LoadStatus;
  error: string;
  /** pairs staff rejected since the page opened: hidden here and left out when proposing again */
  rejected: ProposalPairIds[];
  accepting: boolean;
  acceptResult: ProposalAcceptResult | null;
}

const initialState: ProposalsState = {
  run: null,
  status: 'idle',
  error: '',
  rejected: [],
  accepting: false,
  acceptResult: null,
};

export interface RejectRequest {
  pair: ProposalPairIds;
  /** set: the tutor also goes on the tutee's do-not-pair list with this reason */
  doNotPairReason: string | null;
}

export interface AcceptRequest {
  runId: number;
  /** undefined: every proposed pair */
  pairs?: ProposalPairIds[];
  /** the app sends each match's emails */
  sendEmails: boolean;
}

export const proposalsSlice = createSlice({
  name: 'proposals',
  initialState,
  reducers: {
    proposeRequested: (state) => {
      state.status = 'loading';
      state.error = '';
      state.acceptResult = null;
    },
    proposalLoaded: (state, action: PayloadAction<ProposalRun>) => {
      state.run = action.payload;
      state.status = 'loaded';
    },
    proposeFailed: requestFailed,
    rejectRequested: (state, _action: PayloadAction<RejectRequest>) => {
      state.error = '';
    },
    pairRejected: (state, action: PayloadAction<ProposalPairIds>) => {
      state.rejected.push(action.payload);
    },
    rejectFailed: (state, action: PayloadAction<string>) => {
      state.error = action.payload;
    },
    acceptRequested: (state, _action: PayloadAction<AcceptRequest>) => {
      state.accepting = true;
      state.error = '';
      state.acceptResult = null;
    },
    acceptFinished: (state, action: PayloadAction<{ result: ProposalAcceptResult; run: ProposalRun }>) => {
      state.accepting = false;
      state.acceptResult = action.payload.result;
      state.run = action.payload.run;
    },
    acceptFailed: (state, action: PayloadAction<string>) => {
      state.accepting = false;
      state.error = action.payload;
    },
  },
});

export const {
  proposeRequested,
  proposalLoaded,
  proposeFailed,
  rejectRequested,
  pairRejected,
  rejectFailed,
  acceptRequested,
  acceptFinished,
  acceptFailed,
} = proposalsSlice.actions;

/** The page's state, once its lazy page has added it to the store (proposalsFeature.ts). */
export const selectProposals = lazySelector('proposals', initialState);

declare module '../../lib/state' {
  interface LazyLoadedSlices {
    proposals: ProposalsState;
  }
}
