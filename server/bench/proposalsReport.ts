// The proposals' targets (issue: proposals for the whole waiting list), each PASS, FAIL or n/a as the others.
import { formatMix } from './greedy.js';
import { duringProposalsName, PROPOSAL_SIZES, proposalsName, type ProposalFigures } from './proposalsLoad.js';
import { check, fmt, type RunFacts, type TargetCheck } from './report.js';

const RSS_LIMIT_MB = 300;
const DURING_P99_MS = 20;

export function checkProposalTargets(facts: RunFacts, figures: ProposalFigures[]): TargetCheck[] {
  const standard = facts.engine === 'pg' && facts.counts.tutees >= 1_000_000;
  const scale = `at 1,000,000 tutees on PostgreSQL (run: ${facts.counts.tutees} tutees, ${facts.engine})`;
  const peakRss = Math.max(0, ...figures.map((f) => f.proposals.peakRssMb ?? 0));
  const duringP99 = figures.length ? Math.max(...figures.map((f) => f.during.p99Ms)) : null;
  return [
    ...PROPOSAL_SIZES.default.map((size) => {
      const f = figures.find((g) => g.size === size);
      const seconds = size.targetSeconds;
      const slowest = f?.runsMs.length ? Math.max(...f.runsMs) : null;
      const answered = f !== undefined && !f.timedOut && f.proposals.errors === 0;
      return check(
        `${proposalsName(size)} <= ${seconds} s ${scale}`,
        standard,
        !f ? null : answered && slowest !== null && slowest <= seconds * 1000,
        !f
          ? 'not measured'
          : !answered
            ? `no answer (${f.timedOut ? 'timed out' : 'failed'}) after ${f.runsMs.map((ms) => fmt(ms, 0)).join(', ')} ms`
            : `slowest ${fmt(slowest, 0)} ms of ${f.runsMs.map((ms) => fmt(ms, 0)).join(', ')} ms; placed ${f.placed} ` +
              `(${formatMix(f.mix)}), greedy in waiting order ${f.greedyPlaced} (${formatMix(f.greedyMix)})`,
      );
    }),
    check(
      `server RSS < ${RSS_LIMIT_MB} MB while proposing ${scale}`,
      standard,
      figures.length ? peakRss < RSS_LIMIT_MB : null,
      `peak ${fmt(peakRss, 0)} MB`,
    ),
    check(
      `staff list first page p99 <= ${DURING_P99_MS} ms while a proposal is computed ${scale}`,
      standard,
      duringP99 === null ? null : duringP99 <= DURING_P99_MS,
      figures
        .map(
          (f) =>
            `${duringProposalsName(f.size)}: p99 ${fmt(f.during.p99Ms)} ms (${fmt(f.idle.p99Ms)} ms with no proposal running)`,
        )
        .join('; ') || 'not measured',
    ),
  ];
}
