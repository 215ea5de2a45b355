// The endpoints the benchmark drives, each with what it is compared against.
import { LANGUAGES, STUDENT_TERMS, TUTOR_TERMS, type TuteeSubmission, type TutorSubmission } from '@tutoring/common';
import type { Request } from 'autocannon';
import { STAFF, type Fixtures } from './database.js';
import { BROWSER_ACCEPT_ENCODING } from './pageBytes.js';

export type Baseline = 'insert' | 'select';

export interface Scenario {
  name: string;
  /** the bare database operation this endpoint is compared with */
  baseline: Baseline | null;
  /** sends the signed-in staff cookie */
  staff: boolean;
  request: Request;
  /** cap on requests, when each request uses up data (a tutee can be matched once) */
  maxRequests?: number;
  /** a fixed number of requests, each awaited, instead of the run time (slow endpoints) */
  amount?: number;
  /** connections instead of the run's (the one-connection pass of the latency targets) */
  connections?: number;
  /** per-request timeout, seconds */
  timeout?: number;
  /** answers too large to hold: each is read to the end one after another, and not kept (needs `amount`) */
  largeAnswers?: boolean;
  /** a latency target is about this endpoint: it is also measured with one connection (one staff member's wait) */
  latencyTarget?: boolean;
}

/** The Pending Tutees list's triage orders and filters, each timed on the list's first page. */
export const TRIAGE_QUERIES = ['sort=best_group', 'sort=shortest_waiting', 'candidates=none', 'candidates=only_d'];

export const oneConnection = (name: string) => `${name} (1 connection)`;

export const PAGE_SCENARIO_NAME = 'GET /api/matches/groups';
export const PROFILE_SCENARIO_NAME = 'GET /api/tutors/:id (profile)';
/** The match page's targets name four staff members at once (and one alone), whatever the run's --connections. */
export const PAGE_CONNECTIONS = 4;

const json = { 'content-type': 'application/json' };
/** Staff pages are asked as a browser asks: compressed answers, whose compressing is part of what staff wait for. */
const asBrowser = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
const browserGet = (path: string): Request => ({ method: 'GET', path, headers: asBrowser });

const TUTEE: TuteeSubmission = {
  firstName: 'Hodan',
  lastName: 'Warsame',
  pronouns: 'she/her',
  studentOrGuardian: 'ParentOrGuardian',
  emailGuardian: 'parent.bench@example.org',
  emailStudent: null,
  phone: '507-555-0142',
  gradeLevel: '6th',
  school: 'Kellogg Middle School',
  subject1: 'math_pre_algebra',
  subject2: '6th_to_8th_science',
  subject3: '6th_to_8th_language_arts',
  subjectDetails: 'Fractions, ratios and reading science texts.',
  miscInfo: 'Weekday afternoons.',
  ...Object.fromEntries(LANGUAGES.map((l) => [l.flag, l.key === 'somali'])),
  Other: '',
  termsVersion: STUDENT_TERMS.version,
};

const TUTOR: TutorSubmission = {
  firstName: 'Tou',
  lastName: 'Vang',
  email: 'tou.bench@example.org',
  pronouns: 'he/him',
  phone: '507-555-0177',
  grade: 'Junior',
  school: 'Century High School',
  miscInfo: 'Math club.',
  FifthGrade: true,
  SixthGrade: true,
  SeventhGrade: true,
  K5Math: true,
  MathPreAlgebra: true,
  SixToEightScience: true,
  Hmong: true,
  otherLanguage: '',
  termsVersion: TUTOR_TERMS.version,
};

/** Each request takes the next item, so one run spreads over many tutees and ids. */
function rotating<T>(items: readonly T[], apply: (request: Request, item: T) => Request): Request['setupRequest'] {
  let next = 0;
  return (request) => {
    const item = items[next % items.length];
    next += 1;
    return item === undefined ? request : apply(request, item);
  };
}

export function candidatePaths(fixtures: Fixtures, endpoint: string): string[] {
  return fixtures.candidateQueries.map((q) => {
    const query = new URLSearchParams({
      subject1: q.subject1,
      subject2: q.subject2,
      subject3: q.subject3,
      grade: q.grade,
      tuteeId: String(q.tuteeId),
    });
    return `/api/matches/${endpoint}?${query}`;
  });
}

export function scenarios(fixtures: Fixtures): Scenario[] {
  const ids = Array.from({ length: 1_000 }, (_, i) => 1 + ((i * 7_919) % fixtures.maxTuteeId));
  const pairs = Math.min(fixtures.pendingTuteeIds.length, fixtures.availableTutorIds.length);
  const pairIndexes = Array.from({ length: pairs }, (_, i) => i);
  // The original four group endpoints (full records), then the match page's one round trip and its profile load, asked
  // as a browser asks (compressed answers), as staff meet them.
  const groups = ['groupA', 'groupB', 'groupC', 'groupD', 'groups'].map((endpoint): Scenario => ({
    name: `GET /api/matches/${endpoint}`,
    baseline: 'select',
    staff: true,
    latencyTarget: true,
    ...(endpoint === 'groups' ? { connections: PAGE_CONNECTIONS } : {}),
    request: {
      method: 'GET',
      ...(endpoint === 'groups' ? { headers: asBrowser } : {}),
      setupRequest: rotating(candidatePaths(fixtures, endpoint), (request, path) => ({ ...request, path })),
    },
  }));
  const profile: Scenario = {
    name: PROFILE_SCENARIO_NAME,
    baseline: 'select',
    staff: true,
    latencyTarget: true,
    connections: PAGE_CONNECTIONS,
    request: {
      method: 'GET',
      headers: asBrowser,
      setupRequest: rotating(fixtures.availableTutorIds, (request, id) => ({ ...request, path: `/api/tutors/${id}` })),
    },
  };
  return [
    {
      name: 'baseline: bare insert',
      baseline: null,
      staff: false,
      request: { method: 'POST', path: '/api/bench/insert', headers: json, body: '{}' },
    },
    {
      name: 'baseline: bare indexed select',
      baseline: null,
      staff: false,
      request: {
        method: 'GET',
        setupRequest: rotating(ids, (request, id) => ({ ...request, path: `/api/bench/select?id=${id}` })),
      },
    },
    {
      name: 'POST /api/tutees',
      baseline: 'insert',
      staff: false,
      request: { method: 'POST', path: '/api/tutees', headers: json, body: JSON.stringify(TUTEE) },
    },
    {
      name: 'POST /api/tutors',
      baseline: 'insert',
      staff: false,
      request: { method: 'POST', path: '/api/tutors', headers: json, body: JSON.stringify(TUTOR) },
    },
    {
      name: 'GET /api/tutees/active?limit=50',
      baseline: 'select',
      staff: true,
      latencyTarget: true,
      request: browserGet('/api/tutees/active?limit=50'),
    },
    // The triage orders and filters of the same first page (docs/adr/0006-triage-counts.md).
    ...TRIAGE_QUERIES.map((triage): Scenario => ({
      name: `GET /api/tutees/active?limit=50&${triage}`,
      baseline: 'select',
      staff: true,
      latencyTarget: true,
      request: browserGet(`/api/tutees/active?limit=50&${triage}`),
    })),
    ...groups,
    profile,
    {
      name: 'GET /api/overview',
      baseline: 'select',
      staff: true,
      latencyTarget: true,
      request: browserGet('/api/overview'),
    },
    {
      name: 'POST /api/matches',
      baseline: 'insert',
      staff: true,
      maxRequests: pairs,
      request: {
        method: 'POST',
        headers: json,
        setupRequest: rotating(pairIndexes, (request, i) => ({
          ...request,
          path: '/api/matches',
          body: JSON.stringify({ tutee_id: fixtures.pendingTuteeIds[i], tutor_id: fixtures.availableTutorIds[i] }),
        })),
      },
    },
    {
      name: 'POST /api/user/login',
      baseline: 'insert',
      staff: false,
      request: { method: 'POST', path: '/api/user/login', headers: json, body: JSON.stringify(STAFF) },
      // bcrypt at the production cost takes a good part of a second per sign-in
      amount: 20,
    },
    // The records page: its first page, and one filtered by year and status, as one staff member waits for them.
    {
      name: 'GET /api/matches?limit=50',
      baseline: 'select',
      staff: true,
      latencyTarget: true,
      request: browserGet('/api/matches?limit=50'),
    },
    {
      name: 'GET /api/matches?limit=50&year=2024&status=all',
      baseline: 'select',
      staff: true,
      latencyTarget: true,
      request: browserGet('/api/matches?limit=50&year=2024&status=all'),
    },
    // Every match as CSV, streamed from the server: the server's peak memory while it writes is the figure.
    {
      name: 'GET /api/matches/export.csv',
      baseline: 'select',
      staff: true,
      request: { method: 'GET', path: '/api/matches/export.csv' },
      largeAnswers: true,
      amount: 2,
      timeout: 300,
    },
    // The records list and the full tutee list answer every row: a few whole answers, read as they stream.
    {
      name: 'GET /api/matches',
      baseline: 'select',
      staff: true,
      request: { method: 'GET', path: '/api/matches' },
      largeAnswers: true,
      amount: 3,
      timeout: 300,
    },
    {
      name: 'GET /api/tutees/active (full list)',
      baseline: 'select',
      staff: true,
      request: { method: 'GET', path: '/api/tutees/active' },
      // At a million tutees one answer is hundreds of megabytes.
      largeAnswers: true,
      amount: 3,
      timeout: 300,
    },
  ];
}
