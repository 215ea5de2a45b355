import { createAction, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { MatchListItem, MatchRecord, MatchStatus, TutorRecord } from '@tutoring/common';
import type { LoadStatus } from '../../lib/request';
import { lazySelector } from '../../lib/state';

/** Rows per page of the records list (GET /api/matches?limit=). */
export const RECORDS_PAGE_SIZE = 50;

export interface MatchDetails {
  status: LoadStatus;
  record: MatchRecord | null;
  error: string | null;
}

export interface RecordsState {
  items: MatchListItem[];
  /** matches the filter finds (X-Total-Count), loaded or not; the server's count cap when capped */
  total: number;
  /** true: more than total matches (X-Total-Count-Capped) */
  capped: boolean;
  status: LoadStatus;
  /** true while a further page is loading; the loaded rows stay */
  loadingMore: boolean;
  error: string | null;
  /** '' means View All */
  year: string;
  matchStatus: MatchStatus;
  /** the tutee or tutor name searched, '' for none */
  q: string;
  /** true from a load until the page is left: arriving from a confirmed match does not load the list again */
  fresh: boolean;
  /** the full records of expanded rows, by match id */
  details: Record<number, MatchDetails>;
}

const initialState: RecordsState = {
  items: [],
  total: 0,
  capped: false,
  status: 'idle',
  loadingMore: false,
  error: null,
  year: '',
  matchStatus: 'all',
  q: '',
  fresh: false,
  details: {},
};

/** The narrow row of a full record (an ended match as the server answered it). */
function toItem(record: MatchRecord): MatchListItem {
  const {
    match_id,
    match_timestamp,
    ended_at,
    end_reason,
    tutee_id,
    tutor_id,
    tutee_firstname,
    tutee_lastname,
    tutor_first_name,
    tutor_last_name,
    active_tutee,
    tutee_matched,
    contact_status,
  } = record;
  return {
    match_id,
    match_timestamp,
    ended_at,
    end_reason,
    tutee_id,
    tutor_id,
    tutee_firstname,
    tutee_lastname,
    tutor_first_name,
    tutor_last_name,
    active_tutee,
    tutee_matched,
    contact_status,
  };
}

/** Find a new tutor was pressed for an ended match's tutee (the match page reads the tutee again). */
export const newTutorSought = createAction<number>('records/newTutorSought');

/**
 * Events: recordsRequested (a first page, or more) → recordsLoaded | recordsFailed; the year and status filters and
 * the name search reload; matchDetailsRequested → matchDetailsLoaded | matchDetailsFailed when a row is expanded.
 */
export const recordsSlice = createSlice({
  name: 'records',
  initialState,
  reducers: {
    recordsRequested: (state, action: PayloadAction<{ more?: boolean } | undefined>) => {
      if (action.payload?.more) state.loadingMore = true;
      else state.status = 'loading';
      state.error = null;
    },
    recordsLoaded: (
      state,
      action: PayloadAction<{ items: MatchListItem[]; total: number; capped: boolean; more: boolean }>,
    ) => {
      const { items, total, capped, more } = action.payload;
      state.items = more ? [...state.items, ...items] : items;
      state.total = total;
      state.capped = capped;
      state.status = 'loaded';
      state.loadingMore = false;
      state.fresh = true;
    },
    recordsFailed: (state, action: PayloadAction<string>) => {
      if (!state.loadingMore) state.status = 'failed';
      state.loadingMore = false;
      state.error = action.payload;
    },
    recordsLeft: (state) => {
      state.fresh = false;
    },
    recordsYearChanged: (state, action: PayloadAction<string>) => {
      state.year = action.payload;
    },
    recordsStatusChanged: (state, action: PayloadAction<MatchStatus>) => {
      state.matchStatus = action.payload;
    },
    recordsSearched: (state, action: PayloadAction<string>) => {
      state.q = action.payload;
    },
    matchDetailsRequested: (state, action: PayloadAction<number>) => {
      state.details[action.payload] = {
        status: 'loading',
        record: state.details[action.payload]?.record ?? null,
        error: null,
      };
    },
    matchDetailsLoaded: (state, action: PayloadAction<MatchRecord>) => {
      state.details[action.payload.match_id] = { status: 'loaded', record: action.payload, error: null };
    },
    matchDetailsFailed: (state, action: PayloadAction<{ matchId: number; message: string }>) => {
      state.details[action.payload.matchId] = { status: 'failed', record: null, error: action.payload.message };
    },
    /** a match changed (it ended): its row and its details show it as the server answered */
    matchReplaced: (state, action: PayloadAction<MatchRecord>) => {
      const changed = action.payload;
      state.items = state.items.map((item) => (item.match_id === changed.match_id ? toItem(changed) : item));
      state.details[changed.match_id] = { status: 'loaded', record: changed, error: null };
    },
    /** a tutor's capacity was saved: every expanded match of that tutor shows the new number */
    matchTutorUpdated: (state, action: PayloadAction<TutorRecord>) => {
      const tutor = action.payload;
      for (const details of Object.values(state.details)) {
        if (details.record?.tutor_id === tutor.id) {
          details.record.tutor_capacity = tutor.tutor_capacity;
          details.record.tutor_current_matches = tutor.tutor_current_matches;
        }
      }
    },
  },
});

export const {
  recordsRequested,
  recordsLoaded,
  recordsFailed,
  recordsLeft,
  recordsYearChanged,
  recordsStatusChanged,
  recordsSearched,
  matchDetailsRequested,
  matchDetailsLoaded,
  matchDetailsFailed,
  matchReplaced,
  matchTutorUpdated,
} = recordsSlice.actions;

/** The records' state once the records page has injected it (recordsFeature.ts), its initial state before. */
export const selectRecords = lazySelector('records', initialState);

declare module '../../lib/state' {
  interface LazyLoadedSlices {
    records: RecordsState;
  }
}
