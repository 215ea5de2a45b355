import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OrganisationSettings } from '@tutoring/common';
import { requestFailed, requestStarted, type LoadStatus } from '../../lib/request';
import { lazySelector } from '../../lib/state';

export interface SettingsState {
  /** the settings in force, as the server last answered them */
  settings: OrganisationSettings | null;
  status: LoadStatus;
  saving: boolean;
  /** a failed load or save, shown above the form */
  error: string;
  /** the server's refusal of a field, by field name (schools.2 is the third school's) */
  fieldErrors: Record<string, string[]>;
  /** true once the last save went through, until the form is edited again */
  saved: boolean;
}

const initialState: SettingsState = {
  settings: null,
  status: 'idle',
  saving: false,
  error: '',
  fieldErrors: {},
  saved: false,
};

export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    settingsRequested: requestStarted,
    settingsLoaded(state, action: PayloadAction<OrganisationSettings>) {
      state.settings = action.payload;
      state.status = 'loaded';
    },
    settingsFailed: requestFailed,
    settingsSaveRequested(state, _action: PayloadAction<OrganisationSettings>) {
      state.saving = true;
      state.error = '';
      state.fieldErrors = {};
      state.saved = false;
    },
    settingsSaved(state, action: PayloadAction<OrganisationSettings>) {
      state.settings = action.payload;
      state.saving = false;
      state.saved = true;
    },
    settingsSaveFailed(state, action: PayloadAction<{ error: string; fieldErrors: Record<string, string[]> }>) {
      state.saving = false;
      state.error = action.payload.error;
      state.fieldErrors = action.payload.fieldErrors;
    },
    settingsEdited(state) {
      state.saved = false;
    },
    // Leaving the page forgets it: the next visit reads the settings afresh (another admin may have changed them).
    settingsLeft: () => initialState,
  },
});

export const {
  settingsRequested,
  settingsLoaded,
  settingsFailed,
  settingsSaveRequested,
  settingsSaved,
  settingsSaveFailed,
  settingsEdited,
  settingsLeft,
} = settingsSlice.actions;

/** A lazy feature's state: the initial one until the Settings page's chunk has added it to the store. */
export const selectSettings = lazySelector('settings', initialState);

declare module '../../lib/state' {
  interface LazyLoadedSlices {
    settings: SettingsState;
  }
}
