import { LANGUAGE_KEYS, sharedSlots, type LanguageKey, type MatchGroup, type ProposalReasons } from '@tutoring/common';
import type { AssignmentProblem } from './solver.js';

/** What the proposal needs of a waiting tutee (active, not in a current match). */
export interface WaitingTutee {
  id: number;
  subject_1: string;
  subject_2: string;
  subject_3: string;
  grade: string;
  languages: string[];
  language_other: string | null;
  submitted_at: Date | string;
  /** "When can you meet?" slots; [] when not answered */
  availability: string[];
}

/** What the proposal needs of an active tutor with a free place. */
export interface AvailableTutor {
  id: number;
  subjects: string[];
  grade_levels: string[];
  languages: string[];
  language_other: string | null;
  submitted_at: Date | string;
  /** when the tutor last answered yes to "Are you still available to tutor?"; null if never */
  last_confirmed_at: Date | string | null;
  availability: string[];
  free_places: number;
}

/** One allowed pair: its group, the facts the page words, and its score (see proposalPairSchema). */
interface ArcFacts {
  tutee: number;
  tutor: number;
  group: MatchGroup;
  reasons: ProposalReasons;
  score: number;
}

export interface Arcs {
  problem: AssignmentProblem;
  facts: ArcFacts[];
}

const DAY_MS = 86_400_000;
const GROUP_POINTS: Record<MatchGroup, number> = { A: 3, B: 2, C: 1, D: 0 };

/**
 * The objective after "most tutees placed" (which the solver's max flow decides), as cost levels compared in this
 * order, lower is better; each level only breaks the ties of the ones before, no weights mix them:
 * 1-3. the most pairs in group A, then in B, then in C (so D last);
 * 4.   the fewest pairs without a shared language among tutees who speak one besides English;
 * 5.   the fewest pairs without a shared meeting time among tutees who answered "When can you meet?" (as level 4:
 *      a tutee who left it out is never counted, so leaving it out costs nobody a place);
 * 6.   the most waiting days of the placed tutees, summed;
 * 7.   the fewest days since the tutors given tutees last re-confirmed, summed (one count per tutee given), where a
 *      tutor who never re-confirmed counts NEVER_CONFIRMED_DAYS, so any re-confirmation comes before none;
 * 8.   the most waiting days of the tutors given tutees, summed (one count per tutee given).
 * docs/proposals.md and the Proposals page's help state the same.
 */
const OBJECTIVE_LEVELS = 8;

/**
 * Level 7's count for a tutor who never re-confirmed: more days than any re-confirmation can be old. It only ever
 * meets level 7's own sums (levels are never added together), and 20,000 pairs of it stay exact in float64.
 */
const NEVER_CONFIRMED_DAYS = 1_000_000;

function groupOf(teachesSecond: boolean, teachesThird: boolean): MatchGroup {
  if (teachesSecond) return teachesThird ? 'A' : 'B';
  return teachesThird ? 'C' : 'D';
}

const otherLanguage = (value: string | null): string | null => value?.trim().toLowerCase() || null;

function waitingDays(submittedAt: Date | string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(submittedAt).getTime()) / DAY_MS));
}

/**
 * The allowed pairs of the hard rules (the candidate groups' rules: the tutor teaches the tutee's first subject at
 * the tutee's grade, is active with a free place, and is neither a former tutor of the tutee nor on its do-not-pair
 * list) with their cost levels. `barred` holds "tutee:tutor" keys of former, do-not-pair and excluded pairs. The
 * tutors come indexed by subject and grade, so only the pairs of the first rule are ever looked at.
 */
export function buildArcs(
  tutees: readonly WaitingTutee[],
  tutors: readonly AvailableTutor[],
  barred: ReadonlySet<string>,
  now: Date,
): Arcs {
  const teaching = new Map<string, number[]>();
  tutors.forEach((tutor, index) => {
    for (const subject of tutor.subjects) {
      for (const grade of tutor.grade_levels) {
        const key = `${subject}|${grade}`;
        const list = teaching.get(key);
        if (list) list.push(index);
        else teaching.set(key, [index]);
      }
    }
  });
  const tutorSubjects = tutors.map((tutor) => new Set(tutor.subjects));
  const tutorDays = tutors.map((tutor) => waitingDays(tutor.submitted_at, now));
  const tutorConfirmedDays = tutors.map((tutor) =>
    tutor.last_confirmed_at === null ? NEVER_CONFIRMED_DAYS : waitingDays(tutor.last_confirmed_at, now),
  );

  const facts: ArcFacts[] = [];
  const costs: number[] = [];
  tutees.forEach((tutee, tuteeIndex) => {
    const tuteeOther = otherLanguage(tutee.language_other);
    const speaksBesidesEnglish = tutee.languages.length > 0 || tuteeOther !== null;
    const tuteeDays = waitingDays(tutee.submitted_at, now);
    const answeredTimes = tutee.availability.length > 0;
    for (const tutorIndex of teaching.get(`${tutee.subject_1}|${tutee.grade}`) ?? []) {
      const tutor = tutors[tutorIndex]!;
      if (barred.has(`${tutee.id}:${tutor.id}`)) continue;
      const subjects = tutorSubjects[tutorIndex]!;
      const group = groupOf(subjects.has(tutee.subject_2), subjects.has(tutee.subject_3));
      const languages = LANGUAGE_KEYS.filter(
        (key: LanguageKey) => tutee.languages.includes(key) && tutor.languages.includes(key),
      );
      const sharedOther = tuteeOther !== null && tuteeOther === otherLanguage(tutor.language_other);
      const shares = languages.length > 0 || sharedOther;
      const times = answeredTimes ? sharedSlots(tutee.availability, tutor.availability) : [];
      facts.push({
        tutee: tuteeIndex,
        tutor: tutorIndex,
        group,
        reasons: {
          languages,
          language_other: sharedOther ? (tutee.language_other?.trim() ?? null) : null,
          availability: times,
          tutee_waiting_days: tuteeDays,
          tutor_waiting_days: tutorDays[tutorIndex]!,
          free_places: tutor.free_places,
        },
        score: 2 * GROUP_POINTS[group] + (shares ? 1 : 0),
      });
      costs.push(
        group === 'A' ? -1 : 0,
        group === 'B' ? -1 : 0,
        group === 'C' ? -1 : 0,
        speaksBesidesEnglish && !shares ? 1 : 0,
        answeredTimes && times.length === 0 ? 1 : 0,
        -tuteeDays,
        tutorConfirmedDays[tutorIndex]!,
        -tutorDays[tutorIndex]!,
      );
    }
  });

  return {
    problem: {
      tuteeCount: tutees.length,
      places: Int32Array.from(tutors, (tutor) => Math.max(0, tutor.free_places)),
      arcTutee: Int32Array.from(facts, (arc) => arc.tutee),
      arcTutor: Int32Array.from(facts, (arc) => arc.tutor),
      arcCost: Float64Array.from(costs),
      levels: OBJECTIVE_LEVELS,
    },
    facts,
  };
}
