// Reconfirmation on the staff pages: starting a round, a paused tutor's status and Resume, a tutee's reason.
export { ReconfirmRound } from './ReconfirmRound';
export { InactiveReasonBadge, PausedBadge, PausedTutor } from './PausedTutor';
