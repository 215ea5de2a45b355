// The config feature's public entry: what other features may use of it (eslint.config.js keeps them to it).
export {
  configRequested,
  selectPhoneRegion,
  selectGuardianConsentBelowGrade,
  selectHasPlaceholders,
  selectRecordYears,
  selectSchools,
} from './configSlice';
