// npm run bench [-- --smoke] [--tutors N --tutees M --matches K --duration S --connections C]
//                [--only TEXT[,TEXT...]] [--keep | --reuse NAME] [--json FILE] [--bcrypt-cost N]
// Seeds a database (embedded PGlite in a temporary folder; a new database on the PostgreSQL server
// named by DATABASE_URL), starts the production server as its own process, drives each endpoint with
// autocannon and prints req/s, p50, p99, errors, the ratio to the bare baseline and the targets.
import fs from 'node:fs';
import os from 'node:os';
import { prepareDatabase } from './database.js';
import { measure, type Measurement } from './load.js';
import { parseBenchOptions } from './options.js';
import { checkTargets, formatTable, formatTargets, type RunFacts } from './report.js';
import { formatQueryTime } from './queryTimes.js';
import {
  browserAvailable,
  buildClient,
  BROWSER_NEXT_NAME,
  BROWSER_PAGE_NAME,
  measureMatchNextInBrowser,
  measureMatchPageInBrowser,
} from './browserPage.js';
import { measurePageBytes, type PageBytes } from './pageBytes.js';
import { candidatePaths, oneConnection, PAGE_SCENARIO_NAME, scenarios } from './scenarios.js';
import { startBenchServer } from './serverProcess.js';
import { measureProposals, PROPOSALS_NAME, type ProposalFigures } from './proposalsLoad.js';
import { checkProposalTargets } from './proposalsReport.js';
import { measureConfigDuringSignIns, SIGN_IN_LOAD_NAME } from './signInLoad.js';
import { signIn } from './staffSession.js';

const log = (line: string) => process.stdout.write(`${line}\n`);
const START_SAMPLES = 3;
const BROWSER_VISITS = 21;
const PAGE_BYTES_SAMPLES = 21;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

function machine(): string {
  const cpus = os.cpus();
  return `${cpus[0]?.model ?? 'unknown CPU'} x${cpus.length}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, ${os.platform()} ${os.release()}, Node ${process.version}`;
}

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2), process.env);
  const began = performance.now();
  log(`machine: ${machine()}`);
  log(`date: ${new Date().toISOString()}`);
  const database = await prepareDatabase(options, log);
  const { counts } = database;
  log(
    `data: ${counts.tutors} tutors, ${counts.tutees} tutees, ${counts.matches} matches` +
      (database.seedSeconds === null ? '' : ` (seeded in ${database.seedSeconds.toFixed(1)} s)`),
  );
  for (const time of database.queryTimes) log(`  query alone: ${formatQueryTime(time)}`);

  const measurements: Measurement[] = [];
  let facts: RunFacts | undefined;
  let proposals: ProposalFigures[] = [];
  const picked = (name: string) => !options.only || options.only.some((text) => name.includes(text));
  try {
    const serverEnv = {
      ...database.serverEnv,
      // Not production: production refuses the baseline endpoints and a bcrypt cost below 11 (the smoke run's), and
      // nothing the bench measures depends on NODE_ENV.
      NODE_ENV: 'test',
      BCRYPT_COST: String(options.bcryptCost),
      LOG_LEVEL: 'info',
      BENCH_BASELINE: '1',
      SUBMISSIONS_PER_HOUR: '1000000000',
      // The sign-in load scenario: each client's address comes from X-Forwarded-For (one trusted hop), and the sign-in
      // limits stay out of the way, so what is measured is the password hashing, not a quick 429.
      TRUST_PROXY: '1',
      LOGIN_MAX_FAILURES: '1000000',
      LOGIN_USERNAME_FREE_FAILURES: '1000000',
    };
    // First, as it needs the data as seeded (POST /api/matches below uses up free places); it leaves it so.
    if (picked(PROPOSALS_NAME)) {
      log('proposals: arranging the waiting list, then timing through a server of their own');
      proposals = await measureProposals(serverEnv, options.smoke, log);
      for (const figure of proposals) measurements.push(figure.proposals, figure.idle, figure.during);
    }
    // Start time on the existing database: the median of three starts of the compiled server.
    const starts: { startMs: number; reportedStartMs: number | null }[] = [];
    for (let i = 0; i < START_SAMPLES - 1; i += 1) {
      const probe = await startBenchServer(serverEnv);
      starts.push(probe);
      await probe.stop();
    }
    const server = await startBenchServer(serverEnv);
    starts.push(server);
    const startMs = median(starts.map((s) => s.startMs));
    const reportedStartMs = median(starts.map((s) => s.reportedStartMs ?? NaN));
    try {
      log(
        `server: pid ${server.pid}, RSS ${server.rssMb()?.toFixed(0)} MB at rest; starts ${starts.map((s) => `${(s.startMs / 1000).toFixed(2)} s`).join(', ')}`,
      );
      const cookie = await signIn(server.url);
      const all = scenarios(database.fixtures);
      const chosen = all.filter((s) => picked(s.name) || s.name.startsWith('baseline'));
      let pageBytes: PageBytes | null = null;
      if (chosen.some((s) => s.name === PAGE_SCENARIO_NAME)) {
        pageBytes = await measurePageBytes(
          server.url,
          cookie,
          candidatePaths(database.fixtures, 'groups').slice(0, PAGE_BYTES_SAMPLES),
        );
        log(
          `  match page answer: ${pageBytes.rawBytes} bytes, ${pageBytes.compressedBytes} bytes ${pageBytes.encoding} (median of ${pageBytes.answers})`,
        );
      }
      for (const scenario of chosen) {
        if (scenario.maxRequests === 0) {
          log(`skipped ${scenario.name}: no data left to use`);
          continue;
        }
        const settings = {
          url: server.url,
          cookie,
          duration: options.duration,
          connections: options.connections,
          rssMb: server.rssMb,
        };
        // A short warm-up so the JIT and the database caches are not what is measured (not for endpoints that use data up).
        if (!options.smoke && scenario.maxRequests === undefined && scenario.amount === undefined)
          await measure(scenario, { ...settings, duration: 1 });
        const passes = [
          scenario,
          ...(scenario.latencyTarget && (scenario.connections ?? options.connections) > 1
            ? [{ ...scenario, name: oneConnection(scenario.name), connections: 1 }]
            : []),
        ];
        for (const pass of passes) {
          const result = await measure(pass, settings);
          measurements.push(result);
          log(
            `  ${pass.name}: ${result.reqPerSec.toFixed(1)} req/s, p99 ${result.p99Ms.toFixed(1)} ms, ${result.errors} errors`,
          );
        }
      }
      const inBrowser = [
        { name: BROWSER_PAGE_NAME, measure: measureMatchPageInBrowser },
        { name: BROWSER_NEXT_NAME, measure: measureMatchNextInBrowser },
      ].filter(({ name }) => !options.smoke && picked(name));
      if (inBrowser.length > 0 && !browserAvailable()) {
        log(`  ${inBrowser.map(({ name }) => name).join(', ')}: skipped, no Chromium (set CHROMIUM_PATH)`);
      } else if (inBrowser.length > 0) {
        buildClient();
        for (const { measure: inChromium } of inBrowser) {
          const timed = await inChromium(server.url, cookie, BROWSER_VISITS, server.rssMb);
          measurements.push(timed);
          log(
            `  ${timed.name}: first ${timed.firstMs.toFixed(0)} ms, then p50 ${timed.p50Ms.toFixed(0)} ms, p99 (the slowest) ${timed.p99Ms.toFixed(0)} ms`,
          );
        }
      }
      if (picked(SIGN_IN_LOAD_NAME)) {
        const loaded = await measureConfigDuringSignIns(server.url, options.duration, server.rssMb);
        measurements.push(loaded);
        log(
          `  ${loaded.name}: p50 ${loaded.p50Ms.toFixed(1)} ms, p99 ${loaded.p99Ms.toFixed(1)} ms, ${loaded.requests} requests, ${loaded.signIns} sign-ins answered 401, ${loaded.refused} otherwise`,
        );
      }
      facts = {
        engine: database.engine,
        counts,
        startMs,
        reportedStartMs,
        measurements,
        queryTimes: database.queryTimes,
        scenarios: all,
        pageBytes,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await database.cleanup();
  }

  log('');
  log(formatTable(facts));
  log('');
  const targets = [...checkTargets(facts), ...checkProposalTargets(facts, proposals)];
  log(formatTargets(targets));
  log(`\nbench finished in ${((performance.now() - began) / 1000).toFixed(0)} s`);
  if (options.json) {
    fs.writeFileSync(
      options.json,
      JSON.stringify(
        { machine: machine(), date: new Date().toISOString(), options, ...facts, proposals, targets },
        null,
        2,
      ),
    );
  }
  const broken = measurements.filter((m) => m.errors > 0 || m.requests === 0);
  if (broken.length > 0) {
    throw new Error(`endpoints with errors or no answers: ${broken.map((m) => m.name).join(', ')}`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
