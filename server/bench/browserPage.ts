// The match page as staff meet it: in Chromium, from clicking Match on a pending tutee on /admin to the candidate
// list painted (the frame after the groups are in the page). Timed inside the page, so the browser driver's own
// round trips are not counted.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Measurement } from './load.js';

export const BROWSER_PAGE_NAME = 'browser: Match on /admin to candidate list painted';
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function browserAvailable(): boolean {
  return fs.existsSync(CHROMIUM_PATH);
}

// Runs in the page, built from source text: tsx's transform of a function written here adds helpers the page lacks.
// Clicks Match, then waits for the frame after the candidate groups (or the note that there are none) are in the page.
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page must run this source text as written (see above)
const CLICK_UNTIL_PAINTED = new Function(
  'button',
  `const started = performance.now();
  button.click();
  return new Promise((resolve) => {
    const painted = () => (document.querySelector('.candidate-group, .match-page .empty-note') ? requestAnimationFrame(() => resolve()) : requestAnimationFrame(painted));
    painted();
  }).then(() => performance.now() - started);`,
) as (button: unknown) => Promise<number>;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Builds the client when its sources changed (the build says when it is up to date). */
export function buildClient(): void {
  execFileSync('npm', ['run', 'build', '-w', 'client'], { cwd: ROOT, stdio: 'ignore' });
}

/**
 * `visits` times: load /admin, then click Match on the next pending tutee. The first visit also loads the match
 * page's code; it is reported apart from the others, whose p50 and slowest are the figures.
 */
export async function measureMatchPageInBrowser(
  url: string,
  cookie: string,
  visits: number,
  rssMb: () => number | null,
): Promise<Measurement & { firstMs: number }> {
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
  let peakRssMb: number | null = null;
  try {
    const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 900 } });
    const equals = cookie.indexOf('=');
    await context.addCookies([{ name: cookie.slice(0, equals), value: cookie.slice(equals + 1), url }]);
    const page = await context.newPage();
    const times: number[] = [];
    let errors = 0;
    for (let visit = 0; visit < visits; visit += 1) {
      await page.goto('/admin');
      const match = page.getByRole('button', { name: /^Match / }).nth(visit % 50);
      await match.waitFor();
      try {
        times.push(await match.evaluate(CLICK_UNTIL_PAINTED));
      } catch (error) {
        errors += 1;
        if (errors === 1)
          process.stderr.write(`browser measurement: ${error instanceof Error ? error.message : String(error)}\n`);
      }
      const rss = rssMb();
      if (rss !== null) peakRssMb = Math.max(peakRssMb ?? 0, rss);
    }
    const [firstMs = NaN, ...warm] = times;
    const sorted = [...warm].sort((a, b) => a - b);
    return {
      name: BROWSER_PAGE_NAME,
      requests: times.length,
      reqPerSec: NaN,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      errors,
      peakRssMb,
      firstMs,
    };
  } finally {
    await browser.close();
  }
}
