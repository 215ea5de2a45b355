// From the two modules alone, not the package's index: the worker thread that runs this loads no schema (zod).
import { LANGUAGE_KEYS, type LanguageKey } from '@tutoring/common/catalog';
import { orderedSlots, sharedSlots } from '@tutoring/common/slots';
import type { MatchGroup, ProposalReasons } from '@tutoring/common';
import { indexArray, type AssignmentProblem } from './solver.js';

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

/** One chosen pair: its group, the facts the page words, and its score (see proposalPairSchema). */
interface PairFacts {
  group: MatchGroup;
  reasons: ProposalReasons;
  score: number;
}

export interface Arcs {
  problem: AssignmentProblem;
  /** the facts of tutee index `tutee` with its arc `arc` (built for the chosen pairs only) */
  describe: (tutee: number, arc: number) => PairFacts & { tutor: number };
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

/** A pair's class, the one byte of its levels 1-5: group (A 0 .. D 3), then no shared language, no shared time. */
const classOf = (group: MatchGroup, noLanguage: boolean, noTime: boolean): number =>
  MATCH_GROUP_ORDER.indexOf(group) * 4 + (noLanguage ? 2 : 0) + (noTime ? 1 : 0);
const MATCH_GROUP_ORDER: readonly MatchGroup[] = ['A', 'B', 'C', 'D'];
const CLASSES = 16;
const KNOWN_LANGUAGES = new Set<string>(LANGUAGE_KEYS);

/** Levels 1-5 of each class (levels 6-8 are the tutee's and the tutor's own: tuteeCost, tutorCost). */
function classCosts(): Float64Array {
  const costs = new Float64Array(CLASSES * OBJECTIVE_LEVELS);
  for (let c = 0; c < CLASSES; c++) {
    const group = c >> 2;
    if (group < 3) costs[c * OBJECTIVE_LEVELS + group] = -1;
    costs[c * OBJECTIVE_LEVELS + 3] = (c >> 1) & 1;
    costs[c * OBJECTIVE_LEVELS + 4] = c & 1;
  }
  return costs;
}

/** The group of an arc of buildArcs' problem. */
export const groupOfArc = (problem: AssignmentProblem, arc: number): MatchGroup =>
  MATCH_GROUP_ORDER[problem.arcClass[arc]! >> 2]!;

const barredByTutee = (barred: ReadonlySet<string>): Map<number, Set<number>> => {
  const byTutee = new Map<number, Set<number>>();
  for (const key of barred) {
    const [tutee, tutor] = key.split(':').map(Number) as [number, number];
    const set = byTutee.get(tutee);
    if (set) set.add(tutor);
    else byTutee.set(tutee, new Set([tutor]));
  }
  return byTutee;
};

/**
 * The allowed pairs of the hard rules (the candidate groups' rules: the tutor teaches the tutee's first subject at
 * the tutee's grade, is active with a free place, and is neither a former tutor of the tutee nor on its do-not-pair
 * list) with their cost levels. `barred` holds "tutee:tutor" keys of former, do-not-pair and excluded pairs. The
 * tutors come indexed by subject and grade, so only the pairs of the first rule are ever looked at. A pair is kept as
 * its tutor and class byte; the page's facts are built for the chosen pairs only (`describe`).
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
  const tutorLanguages = tutors.map((tutor) => new Set(tutor.languages));
  const tutorOther = tutors.map((tutor) => otherLanguage(tutor.language_other));
  const tutorTimes = tutors.map((tutor) => new Set(tutor.availability));
  const tutorDays = tutors.map((tutor) => waitingDays(tutor.submitted_at, now));
  const barredOf = barredByTutee(barred);

  const L = OBJECTIVE_LEVELS;
  const tutorCost = new Float64Array(tutors.length * L);
  tutors.forEach((tutor, index) => {
    tutorCost[index * L + 6] =
      tutor.last_confirmed_at === null ? NEVER_CONFIRMED_DAYS : waitingDays(tutor.last_confirmed_at, now);
    tutorCost[index * L + 7] = -tutorDays[index]!;
  });
  const tuteeCost = new Float64Array(tutees.length * L);
  const arcStart = new Int32Array(tutees.length + 1);
  // Typed arrays sized for every pair of the first rule (barring only removes some): millions of pairs held as
  // plain arrays of numbers took over 100 MB more of the worker's memory while they grew.
  let most = 0;
  for (const tutee of tutees) most += teaching.get(`${tutee.subject_1}|${tutee.grade}`)?.length ?? 0;
  const arcTutor = indexArray(most, tutors.length - 1);
  const arcClass = new Uint8Array(most);
  let arcCount = 0;
  tutees.forEach((tutee, tuteeIndex) => {
    tuteeCost[tuteeIndex * L + 5] = -waitingDays(tutee.submitted_at, now);
    const tuteeOther = otherLanguage(tutee.language_other);
    const speaksBesidesEnglish = tutee.languages.length > 0 || tuteeOther !== null;
    const times = orderedSlots(tutee.availability);
    const barredTutors = barredOf.get(tutee.id);
    for (const tutorIndex of teaching.get(`${tutee.subject_1}|${tutee.grade}`) ?? []) {
      if (barredTutors?.has(tutors[tutorIndex]!.id)) continue;
      const subjects = tutorSubjects[tutorIndex]!;
      const group = groupOf(subjects.has(tutee.subject_2), subjects.has(tutee.subject_3));
      const languages = tutorLanguages[tutorIndex]!;
      const shares =
        tutee.languages.some((key) => KNOWN_LANGUAGES.has(key) && languages.has(key)) ||
        (tuteeOther !== null && tuteeOther === tutorOther[tutorIndex]);
      const tutorFree = tutorTimes[tutorIndex]!;
      const noTime = tutee.availability.length > 0 && !times.some((slot) => tutorFree.has(slot));
      arcTutor[arcCount] = tutorIndex;
      arcClass[arcCount++] = classOf(group, speaksBesidesEnglish && !shares, noTime);
    }
    arcStart[tuteeIndex + 1] = arcCount;
  });

  const tutorArcs = arcTutor.subarray(0, arcCount);
  const describe = (tuteeIndex: number, arc: number): PairFacts & { tutor: number } => {
    const tutee = tutees[tuteeIndex]!;
    const tutorIndex = tutorArcs[arc]!;
    const tutor = tutors[tutorIndex]!;
    const subjects = tutorSubjects[tutorIndex]!;
    const group = groupOf(subjects.has(tutee.subject_2), subjects.has(tutee.subject_3));
    const languages = LANGUAGE_KEYS.filter(
      (key: LanguageKey) => tutee.languages.includes(key) && tutor.languages.includes(key),
    );
    const tuteeOther = otherLanguage(tutee.language_other);
    const sharedOther = tuteeOther !== null && tuteeOther === tutorOther[tutorIndex];
    return {
      tutor: tutorIndex,
      group,
      reasons: {
        languages,
        language_other: sharedOther ? (tutee.language_other?.trim() ?? null) : null,
        availability: sharedSlots(tutee.availability, tutor.availability),
        tutee_waiting_days: -tuteeCost[tuteeIndex * L + 5]!,
        tutor_waiting_days: tutorDays[tutorIndex]!,
        free_places: tutor.free_places,
      },
      score: 2 * GROUP_POINTS[group] + (languages.length > 0 || sharedOther ? 1 : 0),
    };
  };

  return {
    problem: {
      tuteeCount: tutees.length,
      places: Int32Array.from(tutors, (tutor) => Math.max(0, tutor.free_places)),
      levels: L,
      arcStart,
      arcTutor: tutorArcs,
      arcClass: arcClass.subarray(0, arcCount),
      classCost: classCosts(),
      tuteeCost,
      tutorCost,
    },
    describe,
  };
}
