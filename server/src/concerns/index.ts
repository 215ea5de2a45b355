// The concerns domain's public surface: the link an email carries to raise a concern about a match.
export { issueConcernLink, type ConcernLinkSettings } from './link.js';
