// npm run bench:load: load times of /home, /StudentInfo and the match page in Chromium over a slow 3G profile, the
// bytes each page moves, and the server's CPU time per request, with compression off (DISABLE_COMPRESSION=true) and
// on. The same seeded database and the same build serve both runs; only the switch differs.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { parseBenchOptions } from './options.js';
import { prepareDatabase, STAFF, type CandidateSample } from './database.js';
import { startBenchServer, type BenchServer } from './serverProcess.js';

/** Chrome DevTools' "Slow 3G" preset: 400 kbit/s each way (50,000 bytes/s) and 2,000 ms round trip. */
export const SLOW_3G = { offline: false, latency: 2_000, downloadThroughput: 50_000, uploadThroughput: 50_000 };
const CHROME_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const RUNS = Number(process.env.LOAD_RUNS ?? 3);
const CPU_REQUESTS = Number(process.env.LOAD_CPU_REQUESTS ?? 200);
const CLOCK_TICKS_PER_SECOND = 100;

interface PageLoad {
  page: string;
  /** median of the runs: navigation start to the page's content on screen, ms */
  ms: number;
  /** bytes on the wire (headers and bodies) */
  bytes: number;
  requests: number;
}

/** One public page in one language: when it first painted, and when the app had taken it over. */
interface FirstPaint {
  page: string;
  locale: string;
  /** median of the runs: first contentful paint, ms after navigation start */
  fcpMs: number;
  /** median of the runs: the app's first render in the page (its JavaScript and catalogue loaded and run), ms */
  usableMs: number;
}

interface CpuCost {
  what: string;
  /** server CPU (user + system) per request, ms */
  cpuMs: number;
  /** the answer's body on the wire, bytes */
  bodyBytes: number;
  encoding: string;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The server process's CPU time so far, ms (Linux /proc: utime + stime). */
function serverCpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

function get(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            bytes,
            encoding: String(res.headers['content-encoding'] ?? 'identity'),
          }),
        );
      })
      .on('error', reject);
  });
}

async function signInCookie(url: string): Promise<string> {
  const res = await fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(STAFF),
  });
  if (res.status !== 200) throw new Error(`bench sign-in failed: ${res.status}`);
  // Every cookie the sign-in sets: the session's and the browser's sign-in device.
  return res.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

async function measureCpu(server: BenchServer, sample: CandidateSample, cookie: string): Promise<CpuCost[]> {
  const index = await (await fetch(`${server.url}/home`)).text();
  const entryScript = /<script type="module" crossorigin src="([^"]+)"/.exec(index)?.[1] ?? '';
  const query = new URLSearchParams({
    subject1: sample.subject1,
    subject2: sample.subject2,
    subject3: sample.subject3,
    grade: sample.grade,
    tuteeId: String(sample.tuteeId),
  });
  const targets = [
    { what: 'GET /api/matches/groups (match page)', path: `/api/matches/groups?${query}` },
    { what: 'GET /api/tutees?limit=50', path: '/api/tutees?limit=50' },
    { what: 'GET /api/tutees/active (unpaged, streamed)', path: '/api/tutees/active' },
    { what: `GET ${entryScript} (entry script)`, path: entryScript },
  ];
  const costs: CpuCost[] = [];
  for (const target of targets) {
    const headers = { 'Accept-Encoding': CHROME_ACCEPT_ENCODING, Cookie: cookie };
    const first = await get(`${server.url}${target.path}`, headers);
    if (first.status !== 200) throw new Error(`${target.what}: ${first.status}`);
    // The streamed list is large: fewer requests keep the run short, the per-request figure is what counts.
    const count = target.path === '/api/tutees/active' ? Math.max(5, Math.round(CPU_REQUESTS / 20)) : CPU_REQUESTS;
    const before = serverCpuMs(server.pid);
    for (let i = 0; i < count; i += 1) await get(`${server.url}${target.path}`, headers);
    costs.push({
      what: target.what,
      cpuMs: (serverCpuMs(server.pid) - before) / count,
      bodyBytes: first.bytes,
      encoding: first.encoding,
    });
  }
  return costs;
}

/** Loads one page in a fresh context (empty cache) over slow 3G; resolves once `ready` says its content is there. */
async function loadOnce(
  browser: Browser,
  url: string,
  pagePath: string,
  ready: (page: Page) => Promise<void>,
  signedIn: boolean,
): Promise<Omit<PageLoad, 'page'>> {
  const context: BrowserContext = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 900 } });
  try {
    if (signedIn) {
      const res = await context.request.post('/api/user/login', { data: STAFF });
      if (res.status() !== 200) throw new Error(`sign-in in the browser context failed: ${res.status()}`);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
    let bytes = 0;
    let requests = 0;
    cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
      bytes += event.encodedDataLength;
      requests += 1;
    });
    const started = performance.now();
    await page.goto(pagePath, { waitUntil: 'commit', timeout: 180_000 });
    await ready(page);
    return { ms: performance.now() - started, bytes, requests };
  } finally {
    await context.close();
  }
}

// Runs in the page before its own scripts. The app's first render either replaces the prerendered markup in #root
// (removes nodes) or, on a page sent without it, fills the empty #root once the document is parsed; the parser's own
// insertions while the document loads are not the app.
const WATCH_APP_RENDER = `window.__appRenderedAt = null;
new MutationObserver((records) => {
  for (const record of records) {
    if (record.target.id !== 'root' || window.__appRenderedAt !== null) continue;
    if (record.removedNodes.length > 0 || (document.readyState !== 'loading' && record.addedNodes.length > 0))
      window.__appRenderedAt = performance.now();
  }
}).observe(document, { childList: true, subtree: true });`;

/** First contentful paint and time to usable of `pagePath` over slow 3G, in a fresh context (empty cache). */
async function firstPaintOnce(
  browser: Browser,
  url: string,
  pagePath: string,
): Promise<{ fcp: number; usable: number }> {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 375, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH_APP_RENDER);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
    await page.goto(pagePath, { waitUntil: 'commit', timeout: 180_000 });
    // A function, not source text: the page's CSP forbids evaluating strings. Both moments, in either order.
    await page.waitForFunction(
      () =>
        (window as unknown as { __appRenderedAt: number | null }).__appRenderedAt !== null &&
        performance.getEntriesByName('first-contentful-paint').length > 0,
      undefined,
      { timeout: 180_000, polling: 100 },
    );
    return await page.evaluate<{ fcp: number; usable: number }>(`({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      usable: window.__appRenderedAt,
    })`);
  } finally {
    await context.close();
  }
}

/** The pages a family opens first, in English and in Arabic (right to left, the largest catalogue). */
async function measureFirstPaints(browser: Browser, server: BenchServer): Promise<FirstPaint[]> {
  const results: FirstPaint[] = [];
  for (const page of ['/home', '/StudentInfo'])
    for (const locale of ['en', 'ar']) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await firstPaintOnce(browser, server.url, `${page}?lang=${locale}`));
      results.push({
        page,
        locale,
        fcpMs: median(runs.map((r) => r.fcp)),
        usableMs: median(runs.map((r) => r.usable)),
      });
    }
  return results;
}

async function measurePages(browser: Browser, server: BenchServer, sample: CandidateSample): Promise<PageLoad[]> {
  const pages: { page: string; path: string; signedIn: boolean; ready: (page: Page) => Promise<void> }[] = [
    {
      page: '/home',
      path: '/home',
      signedIn: false,
      ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 180_000 }),
    },
    {
      page: '/StudentInfo',
      path: '/StudentInfo',
      signedIn: false,
      ready: (p) => p.locator('form input').first().waitFor({ timeout: 180_000 }),
    },
    {
      page: '/match (signed in)',
      path: `/match?tutee=${sample.tuteeId}`,
      signedIn: true,
      ready: async (p) => {
        const groups = await p.waitForResponse((r) => r.url().includes('/api/matches/groups'), { timeout: 180_000 });
        await groups.finished();
        await p.getByRole('region', { name: /^Group A/ }).waitFor({ timeout: 180_000 });
      },
    },
  ];
  const loads: PageLoad[] = [];
  for (const target of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1)
      runs.push(await loadOnce(browser, server.url, target.path, target.ready, target.signedIn));
    loads.push({
      page: target.page,
      ms: median(runs.map((r) => r.ms)),
      bytes: median(runs.map((r) => r.bytes)),
      requests: median(runs.map((r) => r.requests)),
    });
  }
  return loads;
}

/** Targets of the public pages on slow 3G (issue 28): painted by 2.5 s, usable by 6 s. */
const FCP_TARGET_MS = 2_500;
const USABLE_TARGET_MS = 6_000;

function firstPaintTable(paints: FirstPaint[]): string {
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  const verdict = (ms: number, target: number) => (ms <= target ? 'PASS' : 'FAIL');
  return [
    `First contentful paint and time to usable (the app's first render), slow 3G, compression on, 375 px, median of ${RUNS}`,
    '',
    '| Page | Language | First contentful paint | Usable |',
    '| --- | --- | --- | --- |',
    ...paints.map(
      (p) =>
        `| ${p.page} | ${p.locale} | ${seconds(p.fcpMs)} s ${verdict(p.fcpMs, FCP_TARGET_MS)} | ${seconds(p.usableMs)} s ${verdict(p.usableMs, USABLE_TARGET_MS)} |`,
    ),
  ].join('\n');
}

function table(off: { pages: PageLoad[]; cpu: CpuCost[] }, on: { pages: PageLoad[]; cpu: CpuCost[] }): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  const lines = [
    `Slow 3G (latency ${SLOW_3G.latency} ms, ${(SLOW_3G.downloadThroughput * 8) / 1000} kbit/s down and up), empty cache, median of ${RUNS} loads`,
    '',
    '| Page | Load, off | Load, on | Transferred, off | Transferred, on | Requests |',
    '| --- | --- | --- | --- | --- | --- |',
    ...on.pages.map((p, i) => {
      const o = off.pages[i]!;
      return `| ${p.page} | ${seconds(o.ms)} s | ${seconds(p.ms)} s | ${kb(o.bytes)} KB | ${kb(p.bytes)} KB | ${p.requests} |`;
    }),
    '',
    `Server CPU per request (${CPU_REQUESTS} requests each, Accept-Encoding: ${CHROME_ACCEPT_ENCODING})`,
    '',
    '| Request | Body, off | Body, on (encoding) | CPU, off | CPU, on |',
    '| --- | --- | --- | --- | --- |',
    ...on.cpu.map((c, i) => {
      const o = off.cpu[i]!;
      return `| ${c.what} | ${kb(o.bodyBytes)} KB | ${kb(c.bodyBytes)} KB (${c.encoding}) | ${o.cpuMs.toFixed(2)} ms | ${c.cpuMs.toFixed(2)} ms |`;
    }),
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2), process.env);
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const clientIndex = path.resolve(import.meta.dirname, '../../client/dist/index.html');
  if (!fs.existsSync(clientIndex)) throw new Error('Build the client first: npm run build');
  const database = await prepareDatabase(options, log);
  const sample = database.fixtures.candidateQueries[0];
  if (!sample) throw new Error('the seeded database has no pending tutee to match');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
    ],
  });
  let firstPaints: FirstPaint[] = [];
  const results: Record<'off' | 'on', { pages: PageLoad[]; cpu: CpuCost[] }> = {
    off: { pages: [], cpu: [] },
    on: { pages: [], cpu: [] },
  };
  // `--only "first paint"`: the public pages' first paint and time to usable alone (compression on).
  const firstPaintOnly = options.only?.includes('first paint') ?? false;
  try {
    for (const mode of firstPaintOnly ? (['on'] as const) : (['off', 'on'] as const)) {
      log(`compression ${mode}: starting the server`);
      const server = await startBenchServer({
        ...database.serverEnv,
        // As npm run bench runs it: the smoke run's bcrypt cost is below what production accepts.
        NODE_ENV: 'test',
        BCRYPT_COST: String(options.bcryptCost),
        LOG_LEVEL: 'info',
        ...(mode === 'off' && { DISABLE_COMPRESSION: 'true' }),
      });
      try {
        if (mode === 'on') {
          log('compression on: first paint and time to usable of the public pages');
          firstPaints = await measureFirstPaints(browser, server);
        }
        if (firstPaintOnly) break;
        log(`compression ${mode}: page loads over slow 3G`);
        const pages = await measurePages(browser, server, sample);
        log(`compression ${mode}: server CPU per request`);
        const cpu = await measureCpu(server, sample, await signInCookie(server.url));
        results[mode] = { pages, cpu };
      } finally {
        await server.stop();
      }
    }
  } finally {
    await browser.close();
    await database.cleanup();
  }
  log(
    `database: ${database.counts.tutors} tutors, ${database.counts.tutees} tutees, ${database.counts.matches} matches (${database.engine})`,
  );
  process.stdout.write(
    firstPaintOnly
      ? `${firstPaintTable(firstPaints)}\n`
      : `${firstPaintTable(firstPaints)}\n\n${table(results.off, results.on)}\n`,
  );
  if (options.json)
    fs.writeFileSync(
      options.json,
      JSON.stringify({ profile: SLOW_3G, runs: RUNS, counts: database.counts, firstPaints, ...results }, null, 2),
    );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
