// The records feature's public entry: what other features may use of it (eslint.config.js keeps them to it).
export {
  matchReplaced,
  matchTutorUpdated,
  newTutorSought,
  recordsFailed,
  recordsLoaded,
  recordsRequested,
} from './recordsSlice';
// Ending a match and resending its emails, for the Needs attention page (lazy, like the records page).
export { EndMatchModal } from './EndMatchModal';
export {
  default as endMatchReducer,
  endDialogClosed,
  endDialogOpened,
  matchEnded,
  matchEndRequested,
  selectEndMatch,
} from './endMatchSlice';
export { endMatchSaga } from './endMatchSaga';
export {
  default as emailResendReducer,
  emailResendFailed,
  emailResendRequested,
  emailResent,
  selectEmailResend,
} from './emailResendSlice';
export { emailResendSaga } from './emailResendSaga';
