// The shared parts of every emailed link's page (check-in, concern, survey, confirmation, manage, reconfirmation).
export { goneState } from './goneState';
export { LinkGone } from './LinkGone';
export { linkMessages } from './messages';
// The pages' layout (.link-page) comes with them.
import './linkPage.css';
