// The records feature's public entry: what other features may use of it (eslint.config.js keeps them to it).
export { matchReplaced, matchTutorUpdated, newTutorSought, recordsRequested } from './recordsSlice';
// Ending a match and resending its emails, for the Needs attention page (lazy, like the records page).
export { EndMatchModal } from './EndMatchModal';
export { endDialogClosed, endDialogOpened, matchEnded, matchEndRequested, selectEndMatch } from './endMatchSlice';
export { emailResendFailed, emailResendRequested, emailResent, selectEmailResend } from './emailResendSlice';
