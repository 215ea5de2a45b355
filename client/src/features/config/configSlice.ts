import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_PHONE_REGION,
  defaultRecordYears,
  placeholderFields,
  SCHOOLS,
  type PublicConfigDto,
} from '@tutoring/common';
import type { AppState } from '../../lib/state';

type ConfigState = PublicConfigDto & { loaded: boolean };

const initialState: ConfigState = {
  orgName: 'Volunteer Tutoring',
  orgWebsite: 'https://example.org',
  supportEmail: '',
  tutorGuideUrl: '',
  tutorTrainingUrl: '',
  tuteeGuideUrl: '',
  // the original product's until the server's Settings arrive
  schools: [...SCHOOLS],
  recordYears: defaultRecordYears(new Date().getFullYear()),
  needsSetup: false,
  phoneRegion: DEFAULT_PHONE_REGION,
  guardianConsentBelowGrade: null,
  // shown only once loaded: the server's configuration decides
  retention: { unmatchedMonths: 24, matchedMonths: 36, emailDays: 30, auditMonths: 84, unconfirmedDays: 30 },
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

/** The region the forms check phone numbers against (PHONE_REGION). */
export function selectPhoneRegion(state: AppState): string {
  return state.config.phoneRegion;
}
/** GUARDIAN_CONSENT_BELOW_GRADE: below this grade a student applying alone names a guardian (null: never). */
export function selectGuardianConsentBelowGrade(state: AppState): string | null {
  return state.config.guardianConsentBelowGrade;
}

/** The schools the tutor form offers before Other (the Settings page's list). */
export function selectSchools(state: AppState): readonly string[] {
  return state.config.schools;
}

/** The years the records filter offers (the Settings page's), newest first. */
export function selectRecordYears(state: AppState): readonly number[] {
  return state.config.recordYears;
}

/** Whether a setting still names the placeholder example.org, once the server's are known (false before). */
export function selectHasPlaceholders(state: AppState): boolean {
  return state.config.loaded && placeholderFields(state.config).length > 0;
}
export default configSlice.reducer;

declare module '../../lib/state' {
  interface AppState {
    config: ConfigState;
  }
}
