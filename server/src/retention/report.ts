import type { RetentionPolicy } from './policy.js';
import type { RetentionOutcome } from './service.js';
import type { RetentionResult } from './repo.js';

const SHOWN_IDS = 50;

function idList(ids: number[]): string {
  if (ids.length === 0) return '';
  const shown = ids.slice(0, SHOWN_IDS).join(', ');
  return ids.length > SHOWN_IDS ? ` (ids ${shown} and ${ids.length - SHOWN_IDS} more)` : ` (ids ${shown})`;
}

/** The policy in one sentence, as the operator set it. */
export function describePolicy(policy: RetentionPolicy): string {
  return (
    `Retention policy: applications with no match ${policy.unmatchedMonths} months after their last change; ` +
    `matches and their people ${policy.matchedMonths} months after the match ended; ` +
    `applications whose email address was never confirmed after ${policy.unconfirmedDays} days; ` +
    `sent emails after ${policy.emailDays} days; audit rows after ${policy.auditMonths} months.`
  );
}

function lines(result: RetentionResult): string[] {
  return [
    `  matches that ended more than the matched period ago: ${result.matchIds.length}${idList(result.matchIds)}`,
    `  tutees of those matches, in no current or younger match: ${result.matchedTuteeIds.length}${idList(result.matchedTuteeIds)}`,
    `  tutors of those matches, in no current or younger match: ${result.matchedTutorIds.length}${idList(result.matchedTutorIds)}`,
    `  tutees with no match, unchanged for the unmatched period: ${result.unmatchedTuteeIds.length}${idList(result.unmatchedTuteeIds)}`,
    `  tutors with no match, unchanged for the unmatched period: ${result.unmatchedTutorIds.length}${idList(result.unmatchedTutorIds)}`,
    `  tutees whose email address was never confirmed: ${result.unconfirmedTuteeIds.length}${idList(result.unconfirmedTuteeIds)}`,
    `  tutors whose email address was never confirmed: ${result.unconfirmedTutorIds.length}${idList(result.unconfirmedTutorIds)}`,
    `  emails and do-not-pair entries of those people: ${result.peopleEmails} and ${result.peopleDoNotPair}`,
    `  sent emails older than the email period: ${result.sentEmails}`,
    `  anonymous match counts (erased people's matches) past the matched period: ${result.anonymousMatches}`,
    `  audit rows older than the audit period: ${result.auditRows}`,
  ];
}

/** What `npm run retention` prints: ids and counts, never a name. */
export function describeOutcome(outcome: RetentionOutcome): string {
  if (!outcome.ran) {
    return outcome.reason === 'busy'
      ? 'Another server process is applying the retention policy right now; nothing was done. Try again in a minute.'
      : 'The retention policy was applied less than a day ago; nothing was done.';
  }
  const head = outcome.dryRun ? 'Dry run: nothing was deleted. Would delete:' : 'Deleted:';
  return [head, ...lines(outcome.result)].join('\n');
}
