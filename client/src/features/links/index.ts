// The shared parts of every emailed link's page (check-in, concern, survey, confirmation, manage, reconfirmation).
// The layout every link's page shares (.link-page).
import './linkPage.css';
export { goneState } from './goneState';
export { LinkGone } from './LinkGone';
export { linkMessages } from './messages';
export { useLinkPage } from './useLinkPage';
export { LinkOutcome } from './LinkOutcome';
export { YesNoButtons } from './YesNoButtons';
export { LinkQuestion } from './LinkQuestion';
export type { ConfirmPurpose } from './linkPageSlice';
