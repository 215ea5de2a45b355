// The match page as staff meet it, in Chromium: from clicking Match on a pending tutee on /admin to the candidate
// list painted (the frame after the groups are in the page), and from Confirm Match to the next waiting tutee's
// candidates painted. Timed inside the page, so the browser driver's own round trips are not counted.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { percentile, type Measurement } from './load.js';

export const BROWSER_PAGE_NAME = 'browser: Match on /admin to candidate list painted';
export const BROWSER_NEXT_NAME = 'browser: Confirm Match to the next tutee’s candidates painted';
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function browserAvailable(): boolean {
  return fs.existsSync(CHROMIUM_PATH);
}

// Run in the page, built from source text: tsx's transform of a function written here adds helpers the page lacks.
// Both click, then wait for the frame after the candidate groups (or the note that there are none) are in the page.
const PAINTED = `(resolve, reject, ready) => {
  const deadline = performance.now() + 20000;
  const painted = () => {
    if (ready()) requestAnimationFrame(() => resolve());
    else if (performance.now() > deadline) reject(new Error('the candidates were not painted in 20 s'));
    else requestAnimationFrame(painted);
  };
  painted();
}`;
const SHOWN = `() => document.querySelector('.candidate-group, .match-page .empty-note') !== null`;

/* eslint-disable @typescript-eslint/no-implied-eval -- the page must run this source text as written (see above) */
const CLICK_MATCH = new Function(
  'button',
  `const started = performance.now();
  button.click();
  return new Promise((resolve, reject) => (${PAINTED})(resolve, reject, ${SHOWN})).then(() => performance.now() - started);`,
) as (button: unknown) => Promise<number>;

// The tutee just matched leaves the address (?tutee=ID) and its groups leave the page; the next one's then come.
const CLICK_CONFIRM = new Function(
  'button',
  `const before = location.search;
  const old = document.querySelector('.candidate-group');
  const started = performance.now();
  button.click();
  return new Promise((resolve, reject) =>
    (${PAINTED})(resolve, reject, () => location.search !== before && !old?.isConnected && (${SHOWN})()),
  ).then(() => performance.now() - started);`,
) as (button: unknown) => Promise<number>;
/* eslint-enable @typescript-eslint/no-implied-eval -- the two page scripts above are the only ones */

/** Builds the client when its sources changed (the build says when it is up to date). */
export function buildClient(): void {
  execFileSync('npm', ['run', 'build', '-w', 'client'], { cwd: ROOT, stdio: 'ignore' });
}

/** One signed-in desktop page in a fresh headless Chromium, closed after `use`. */
async function withStaffPage<T>(url: string, cookie: string, use: (page: Page) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 900 } });
    // The sign-in sets two cookies (the session's and the sign-in device's), joined as a Cookie header.
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const equals = pair.indexOf('=');
        return { name: pair.slice(0, equals), value: pair.slice(equals + 1), url };
      }),
    );
    return await use(await context.newPage());
  } finally {
    await browser.close();
  }
}

/** Times `runs` steps; the first (which also loads the page's code) is reported apart, the others give p50 and p99. */
async function timeRuns(
  name: string,
  runs: number,
  rssMb: () => number | null,
  step: (run: number) => Promise<number>,
): Promise<Measurement & { firstMs: number }> {
  const times: number[] = [];
  let errors = 0;
  let peakRssMb: number | null = null;
  for (let run = 0; run < runs; run += 1) {
    try {
      times.push(await step(run));
    } catch (error) {
      errors += 1;
      if (errors === 1) process.stderr.write(`${name}: ${error instanceof Error ? error.message : String(error)}\n`);
    }
    const rss = rssMb();
    if (rss !== null) peakRssMb = Math.max(peakRssMb ?? 0, rss);
  }
  const [firstMs = NaN, ...warm] = times;
  const sorted = [...warm].sort((a, b) => a - b);
  return {
    name,
    requests: times.length,
    reqPerSec: NaN,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    errors,
    peakRssMb,
    firstMs,
  };
}

/**
 * `visits` times: load /admin, then click Match on the next pending tutee once the page has settled (no request for
 * 500 ms: a person reads the list before choosing, and the list loads the match page's code meanwhile).
 */
export function measureMatchPageInBrowser(
  url: string,
  cookie: string,
  visits: number,
  rssMb: () => number | null,
): Promise<Measurement & { firstMs: number }> {
  return withStaffPage(url, cookie, (page) =>
    timeRuns(BROWSER_PAGE_NAME, visits, rssMb, async (visit) => {
      await page.goto('/admin');
      const match = page.getByRole('button', { name: /^Match / }).nth(visit % 50);
      await match.waitFor();
      await page.waitForLoadState('networkidle');
      return match.evaluate(CLICK_MATCH);
    }),
  );
}

/**
 * Match on the first pending tutee, then `confirms` times: Complete Match with the first candidate and, once the
 * dialog shows the emails, Confirm Match, timed to the next waiting tutee's candidates painted. Each makes a match
 * (emails queued as the dialog's default asks), so the data changes as it would in a coordinator's session.
 */
export function measureMatchNextInBrowser(
  url: string,
  cookie: string,
  confirms: number,
  rssMb: () => number | null,
): Promise<Measurement & { firstMs: number }> {
  return withStaffPage(url, cookie, async (page) => {
    await page.goto('/admin');
    await page
      .getByRole('button', { name: /^Match / })
      .first()
      .click();
    return timeRuns(BROWSER_NEXT_NAME, confirms, rssMb, async () => {
      await page
        .getByRole('button', { name: /^Complete Match with / })
        .first()
        .click();
      const confirm = page.getByRole('dialog', { name: 'Match Confirmation' }).getByRole('button', {
        name: 'Confirm Match',
      });
      await confirm.and(page.locator(':enabled')).waitFor();
      return confirm.evaluate(CLICK_CONFIRM);
    });
  });
}
