// The check-ins domain's public surface: the contact status other lists show, and what a match's start and end do
// to its check-ins.
export { cancelUnsentCheckins, CONTACT_STATUS_AGGREGATE, CONTACT_STATUS_SQL } from './repo.js';
export { scheduleCheckins } from './schedule.js';
export { checkinSettings, type CheckinSettings } from './settings.js';
