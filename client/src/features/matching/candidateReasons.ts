import {
  LANGUAGES,
  sharedSlots,
  tuteeLanguageFlag,
  type CandidateRow,
  type MatchGroup,
  type TuteeRecord,
} from '@tutoring/common';
import { staffLanguageNames } from '../../i18n/staffNames';
import { matchMessages as m } from './messages';

const DAY_MS = 86_400_000;

/** The languages tutor and tutee both speak: catalogue ones by key, the free-text other one written alike. */
function sharedLanguages(tutee: TuteeRecord, tutor: CandidateRow): string[] {
  const shared = LANGUAGES.filter((l) => tutee[tuteeLanguageFlag(l.key)] && tutor.languages.includes(l.key)).map(
    (l) => l.key,
  );
  const other = tutee.tutee_language_other?.trim();
  const sharedOther = other && other.toLowerCase() === tutor.language_other?.trim().toLowerCase() ? other : null;
  return staffLanguageNames(shared, sharedOther);
}

const daysSince = (iso: string, now: Date) => Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / DAY_MS));

/**
 * Why a candidate is where it is, in words, following the ranking (README, Matching): its group, a language it shares
 * with the tutee (speakers come first in a group), the times both said they are free (those come next), how long it
 * has waited (the longest waiting next), when it last confirmed it is still available (a reconfirmation's yes), its
 * free places.
 */
export function candidateReasons(tutee: TuteeRecord, tutor: CandidateRow, group: MatchGroup, now: Date): string[] {
  const languages = sharedLanguages(tutee, tutor);
  const times = sharedSlots(tutee.tutee_availability, tutor.availability);
  const confirmed = tutor.tutor_last_confirmed_at;
  return [
    m.groupHint[group],
    ...(languages.length > 0 ? [m.reasons.speaks(languages)] : []),
    ...(times.length > 0 ? [m.reasons.freeTogether(times)] : []),
    m.reasons.waiting(daysSince(tutor.tutor_submission_timestamp, now)),
    ...(confirmed === null ? [] : [m.reasons.confirmed(daysSince(confirmed, now))]),
    m.reasons.freePlaces(tutor.free_places),
  ];
}
