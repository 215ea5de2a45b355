import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StaffAccountDto, StaffCreate, StaffUpdate } from '@tutoring/common';
import { requestFailed, requestStarted, type LoadStatus } from '../../lib/request';
import { lazySelector } from '../../lib/state';

export interface StaffAccountsState {
  accounts: StaffAccountDto[];
  status: LoadStatus;
  /** a failed load, create or change, shown above the form or list */
  error: string;
  /** what the last create or change did */
  notice: string;
  /** a create or change on its way */
  saving: boolean;
  /** the one-time password the server just chose, until the admin has passed it on ("Done") or left the page */
  issued: IssuedPassword | null;
}

export interface IssuedPassword {
  username: string;
  password: string;
}

const initialState: StaffAccountsState = {
  accounts: [],
  status: 'idle',
  error: '',
  notice: '',
  saving: false,
  issued: null,
};

export interface AccountChange {
  id: number;
  change: StaffUpdate;
}

export const staffAccountsSlice = createSlice({
  name: 'staffAccounts',
  initialState,
  reducers: {
    accountsRequested: requestStarted,
    accountsLoaded(state, action: PayloadAction<StaffAccountDto[]>) {
      state.accounts = action.payload;
      state.status = 'loaded';
    },
    accountsFailed: requestFailed,
    accountCreateRequested(state, _action: PayloadAction<StaffCreate>) {
      state.saving = true;
      state.error = '';
      state.notice = '';
      state.issued = null;
    },
    accountChangeRequested(state, _action: PayloadAction<AccountChange>) {
      state.saving = true;
      state.error = '';
      state.notice = '';
      state.issued = null;
    },
    accountSaved(state, action: PayloadAction<{ account: StaffAccountDto; notice: string; issued?: IssuedPassword }>) {
      const { account, notice, issued } = action.payload;
      state.issued = issued ?? null;
      const index = state.accounts.findIndex((a) => a.id === account.id);
      if (index >= 0) state.accounts[index] = account;
      else state.accounts.push(account);
      state.saving = false;
      state.notice = notice;
    },
    secondFactorRemoveRequested(state, _action: PayloadAction<StaffAccountDto>) {
      state.saving = true;
      state.error = '';
      state.notice = '';
    },
    accountSaveFailed(state, action: PayloadAction<string>) {
      state.saving = false;
      state.error = action.payload;
    },
    issuedPasswordDismissed(state) {
      state.issued = null;
    },
  },
});

export const {
  secondFactorRemoveRequested,
  accountsRequested,
  accountsLoaded,
  accountsFailed,
  accountCreateRequested,
  accountChangeRequested,
  accountSaved,
  accountSaveFailed,
  issuedPasswordDismissed,
} = staffAccountsSlice.actions;

/** The page's state, once its lazy page has added it to the store (staffAccountsFeature.ts). */
export const selectStaffAccounts = lazySelector('staffAccounts', initialState);

declare module '../../lib/state' {
  interface LazyLoadedSlices {
    staffAccounts: StaffAccountsState;
  }
}
