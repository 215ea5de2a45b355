// The applications domain's public surface: the confirmation link a new application's email carries, and the
// guardian consent that holds an application back from matching.
export { applicantUrl, CONFIRM_REMINDER_DAYS, newConfirmLink } from './confirmLink.js';
export { awaitingGuardianConsent, guardianConsentRequest } from './guardianConsent.js';
