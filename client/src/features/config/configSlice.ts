import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PublicConfigDto } from '@tutoring/common';

export type ConfigState = PublicConfigDto & { loaded: boolean };

const initialState: ConfigState = {
  orgName: 'Volunteer Tutoring',
  orgWebsite: 'https://example.org',
  supportEmail: '',
  tutorGuideUrl: '',
  tutorTrainingUrl: '',
  tuteeGuideUrl: '',
  needsSetup: false,
  // shown only once loaded: the server's configuration decides
  retention: { unmatchedMonths: 24, matchedMonths: 36, emailDays: 30, auditMonths: 84 },
  loaded: false,
};

const configSlice = createSlice({
  name: 'config',
  initialState,
  reducers: {
    configRequested: (state) => state,
    configLoaded: (_state, action: PayloadAction<PublicConfigDto>) => ({ ...action.payload, loaded: true }),
  },
});

export const { configRequested, configLoaded } = configSlice.actions;
export default configSlice.reducer;

declare module '../../lib/state' {
  interface AppState {
    config: ConfigState;
  }
}
