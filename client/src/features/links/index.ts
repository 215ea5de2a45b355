// The shared parts of every emailed link's page (check-in, concern, survey): reading the link, sending the answer,
// and what a used or expired link says.
export { LinkGone } from './LinkGone';
export { linkMessages } from './messages';
export { useLinkPage } from './useLinkPage';
