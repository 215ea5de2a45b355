// POST /api/proposals through the real server at the issue's sizes (issue: proposals for the whole waiting list): the
// round trip staff wait for, the server's memory meanwhile, the staff list's first page asked one request after
// another while each proposal is computed (the solver runs on a worker thread, so other requests should not wait for
// it), and what a greedy pass in waiting order would place on the same allowed pairs.
import { setTimeout as sleep } from 'node:timers/promises';
import { proposalRunSchema, type ProposalStats } from '@tutoring/common';
import { buildArcs, groupOfArc, type AvailableTutor, type WaitingTutee } from '../src/proposals/arcs.js';
import * as repo from '../src/proposals/repo.js';
import type { Db } from '../src/db/db.js';
import { openBenchDatabase } from './database.js';
import { formatMix, greedyAssignment, groupMix, type GroupMix } from './greedy.js';
import { percentile, sampleRss, type Measurement } from './load.js';
import { startAsking } from './askInThread.js';
import { arrangeWaitingList, openPools, restoreWaitingList } from './proposalsData.js';
import { startBenchServer } from './serverProcess.js';
import { signIn } from './staffSession.js';

export const PROPOSALS_NAME = 'POST /api/proposals';
const DURING_PATH = '/api/tutees/active?limit=50';

export interface ProposalSize {
  tutees: number;
  tutors: number;
  /** the issue's target for the round trip, at 1,000,000 tutees on PostgreSQL */
  targetSeconds: number | null;
}

/** The issue's two sizes; the smoke run's small one adds a few seconds. */
export const PROPOSAL_SIZES = {
  smoke: [{ tutees: 200, tutors: 100, targetSeconds: null }],
  default: [
    { tutees: 2_000, tutors: 1_000, targetSeconds: 1 },
    { tutees: 10_000, tutors: 5_000, targetSeconds: 10 },
  ],
};
const RUNS = { smoke: 1, default: 3 };
/**
 * A run that takes longer than this many times its target is not repeated (it fails either way, and repeats would
 * only lengthen the bench); none waits longer than TIMEOUT_TARGETS times its target, or MIN_TIMEOUT_SECONDS.
 */
const REPEAT_WITHIN_TARGETS = 3;
const TIMEOUT_TARGETS = 10;
const MIN_TIMEOUT_SECONDS = 120;

export const proposalsName = (size: ProposalSize) =>
  `${PROPOSALS_NAME} (${size.tutees} waiting, ${size.tutors} tutors)`;
export const duringProposalsName = (size: ProposalSize) =>
  `GET ${DURING_PATH} during ${proposalsName(size)} (1 connection)`;
const idleName = (size: ProposalSize) =>
  `GET ${DURING_PATH} with ${size.tutees} waiting and no proposal running (1 connection)`;
/** How long the staff list is asked before the proposals: what it costs on the arranged data alone. */
const IDLE_MS = 3_000;

/**
 * The proposal's steps but the solver, timed in the bench process on the arranged data as the server runs them
 * (service.ts): the server's own figure less these is the solver on its worker thread.
 */
interface LocalRun {
  /** the waiting list, the tutors, the barred pairs, and why tutees without an allowed pair have none */
  queriesMs: number;
  arcsMs: number;
  arcs: number;
  greedyPlaced: number;
  greedyMix: GroupMix;
}

export interface ProposalFigures extends LocalRun {
  size: ProposalSize;
  /** seconds to arrange the waiting list (proposalsData.ts) */
  arrangeSeconds: number;
  /** the round trips, in run order (a timed-out one until it was given up) */
  runsMs: number[];
  /** a run got no answer within the time-out (MIN_TIMEOUT_SECONDS, or TIMEOUT_TARGETS times the target) */
  timedOut: boolean;
  /** the server's own figure for each run (stats.milliseconds): reading, arcs, solver, reasons; not storing or answering */
  computeMs: number[];
  answerBytes: number;
  placed: number;
  mix: GroupMix;
  proposals: Measurement;
  /** the staff list before any proposal, on the same data and server */
  idle: Measurement;
  during: Measurement;
}

const elapsed = (since: number) => performance.now() - since;

async function runLocally(db: Db, size: ProposalSize): Promise<LocalRun> {
  let started = performance.now();
  const waiting = await repo.waitingTutees(db);
  const tutees = JSON.parse(waiting.json) as WaitingTutee[];
  const tutors = JSON.parse((await repo.availableTutors(db)).json) as AvailableTutor[];
  const barred = await repo.barredPairs(db, waiting.ids);
  const queriesMs = elapsed(started);
  if (tutees.length !== size.tutees || tutors.length !== size.tutors) {
    throw new Error(
      `arranged ${tutees.length} waiting tutees and ${tutors.length} tutors, not ${size.tutees} and ${size.tutors}`,
    );
  }
  started = performance.now();
  const { problem } = buildArcs(tutees, tutors, barred, new Date());
  const arcsMs = elapsed(started);
  const withArcs = (tutee: number) => problem.arcStart[tutee + 1]! > problem.arcStart[tutee]!;
  started = performance.now();
  await repo.whyNoFreeTutor(
    db,
    tutees.flatMap((tutee, index) => (withArcs(index) ? [] : [tutee.id])),
    [],
  );
  const reasonsMs = elapsed(started);
  const greedy = greedyAssignment(problem);
  return {
    queriesMs: queriesMs + reasonsMs,
    arcsMs,
    arcs: problem.arcTutor.length,
    greedyPlaced: greedy.length,
    greedyMix: groupMix(greedy.map((arc) => groupOfArc(problem, arc))),
  };
}

function summary(
  name: string,
  times: number[],
  errors: number,
  seconds: number,
  peakRssMb: number | null,
): Measurement {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    name,
    requests: times.length,
    reqPerSec: times.length / Math.max(seconds, 0.001),
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    errors,
    peakRssMb,
  };
}

type Attempt =
  | { ms: number; outcome: 'answered'; bytes: number; stats: ProposalStats }
  | { ms: number; outcome: 'timed out' | 'failed' };

/** One POST /api/proposals, as staff press "Propose matches". */
async function proposeOnce(url: string, cookie: string, timeoutMs: number): Promise<Attempt> {
  const started = performance.now();
  try {
    const response = await fetch(`${url}/api/proposals`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    const ms = elapsed(started);
    if (response.status !== 201) throw new Error(`answered ${response.status}: ${text.slice(0, 200)}`);
    const { stats } = proposalRunSchema.parse(JSON.parse(text));
    return { ms, outcome: 'answered', bytes: Buffer.byteLength(text), stats };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    if (!timedOut)
      process.stderr.write(`POST /api/proposals failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return { ms: elapsed(started), outcome: timedOut ? 'timed out' : 'failed' };
  }
}

async function timeThroughServer(
  serverEnv: Record<string, string>,
  size: ProposalSize,
  runs: number,
): Promise<Omit<ProposalFigures, keyof LocalRun | 'size' | 'arrangeSeconds'>> {
  const target = size.targetSeconds === null ? null : size.targetSeconds * 1000;
  const timeoutMs = Math.max(MIN_TIMEOUT_SECONDS * 1000, TIMEOUT_TARGETS * (target ?? 0));
  const server = await startBenchServer(serverEnv);
  try {
    const cookie = await signIn(server.url);
    const idleAsking = await startAsking(`${server.url}${DURING_PATH}`, cookie);
    await sleep(IDLE_MS);
    const idle = await idleAsking.stop();
    const attempts: Attempt[] = [];
    const duringMs: number[] = [];
    let duringErrors = 0;
    const rss = sampleRss(server.rssMb);
    const began = performance.now();
    const goOn = (last: Attempt | undefined) =>
      !last || (last.outcome === 'answered' && (target === null || last.ms <= REPEAT_WITHIN_TARGETS * target));
    while (attempts.length < runs && goOn(attempts.at(-1))) {
      const asking = await startAsking(`${server.url}${DURING_PATH}`, cookie);
      attempts.push(await proposeOnce(server.url, cookie, timeoutMs));
      const asked = await asking.stop();
      duringMs.push(...asked.times);
      duringErrors += asked.errors;
    }
    const seconds = elapsed(began) / 1000;
    const peakRssMb = rss.stop();
    const answered = attempts.flatMap((a) => (a.outcome === 'answered' ? [a] : []));
    const last = answered.at(-1);
    const runsMs = attempts.map((a) => a.ms);
    return {
      runsMs,
      computeMs: answered.map((a) => a.stats.milliseconds),
      timedOut: attempts.some((a) => a.outcome === 'timed out'),
      answerBytes: last?.bytes ?? 0,
      placed: last?.stats.proposed ?? 0,
      mix: last?.stats.by_group ?? groupMix([]),
      proposals: summary(
        proposalsName(size),
        runsMs,
        attempts.filter((a) => a.outcome === 'failed').length,
        seconds,
        peakRssMb,
      ),
      idle: summary(idleName(size), idle.times, idle.errors, IDLE_MS / 1000, null),
      during: summary(duringProposalsName(size), duringMs, duringErrors, seconds, peakRssMb),
    };
  } finally {
    await server.stop();
  }
}

export function formatProposalFigures(f: ProposalFigures): string {
  const ms = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
  const compute = Math.min(...f.computeMs);
  const answered = f.computeMs.length > 0;
  return [
    `  ${f.proposals.name}: ${ms(f.runsMs)} ms${f.timedOut ? ' (timed out)' : ''}` +
      (answered ? ` (server's compute ${ms(f.computeMs)} ms), ${Math.round(f.answerBytes / 1000)} KB` : '') +
      `, peak RSS ${f.proposals.peakRssMb?.toFixed(0)} MB`,
    `    placed ${answered ? `${f.placed} (${formatMix(f.mix)})` : '-'}; greedy in waiting order ${f.greedyPlaced} (${formatMix(f.greedyMix)})`,
    `    in the bench process: queries ${f.queriesMs.toFixed(0)} ms, ${f.arcs} allowed pairs ${f.arcsMs.toFixed(0)} ms` +
      (answered
        ? ` (so the solver about ${(compute - f.queriesMs - f.arcsMs).toFixed(0)} ms, storing and answering ${(Math.min(...f.runsMs) - compute).toFixed(0)} ms)`
        : '') +
      `; arranged in ${f.arrangeSeconds.toFixed(1)} s`,
    `    ${f.idle.name}: p50 ${f.idle.p50Ms.toFixed(1)} ms, p99 ${f.idle.p99Ms.toFixed(1)} ms, ${f.idle.requests} requests`,
    `    ${f.during.name}: p50 ${f.during.p50Ms.toFixed(1)} ms, p99 ${f.during.p99Ms.toFixed(1)} ms, ${f.during.requests} requests`,
  ].join('\n');
}

/**
 * Each size in turn: arrange the waiting list (proposalsData.ts), run the steps locally for the profile and the greedy
 * count, then time the proposals through a server of its own (the bench holds the database meanwhile only on
 * PostgreSQL; an embedded one is opened by one process at a time). The database is restored at the end.
 */
export async function measureProposals(
  serverEnv: Record<string, string>,
  smoke: boolean,
  log: (line: string) => void,
): Promise<ProposalFigures[]> {
  const figures: ProposalFigures[] = [];
  let db = await openBenchDatabase(serverEnv);
  let arranged = false;
  try {
    const pools = await openPools(db, log);
    arranged = true;
    for (const size of smoke ? PROPOSAL_SIZES.smoke : PROPOSAL_SIZES.default) {
      if (size.tutees > pools.tutees || size.tutors > pools.tutors) {
        log(
          `  ${proposalsName(size)}: skipped, the data has ${pools.tutees} waiting tutees and ${pools.tutors} tutors`,
        );
        continue;
      }
      const started = performance.now();
      await arrangeWaitingList(db, size.tutees, size.tutors);
      const arrangeSeconds = elapsed(started) / 1000;
      const local = await runLocally(db, size);
      await db.close();
      try {
        const timed = await timeThroughServer(serverEnv, size, smoke ? RUNS.smoke : RUNS.default);
        const figure = { size, arrangeSeconds, ...local, ...timed };
        log(formatProposalFigures(figure));
        figures.push(figure);
      } finally {
        db = await openBenchDatabase(serverEnv);
      }
    }
  } finally {
    try {
      if (arranged) {
        const started = performance.now();
        await restoreWaitingList(db);
        log(`  waiting list restored in ${(elapsed(started) / 1000).toFixed(1)} s`);
      }
    } finally {
      await db.close();
    }
  }
  return figures;
}
