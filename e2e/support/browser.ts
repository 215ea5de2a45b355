import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { CHROMIUM_PATH, SCREENSHOT_DIR } from './paths.js';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 900 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/**
 * A context that asks for reduced motion unless the options say otherwise. The tests check what the pages do and show
 * at rest; with motion, every smooth scroll and fading card holds Playwright's stability checks for a third of a second
 * (a WCAG tour took twice as long). The motion test (wcagStaff.test.ts) checks the pages under both settings.
 */
export function newContext(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  return browser.newContext({ reducedMotion: 'reduce', ...options });
}

export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { baseURL, viewport });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Waits until no CSS transition or animation runs (a dialog fading in, a card opening). A reactstrap dialog is in the
 * page, transparent, before its fade starts (it gains `show` a moment later), so that wait includes every `.fade` being
 * shown or gone.
 */
export async function transitionsEnded(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getAnimations().every((animation) => animation.playState !== 'running') &&
      document.querySelector('.fade:not(.show)') === null,
  );
}

/**
 * Waits until a dialog is open and has come to rest: a click while it still slides in can land beside its target
 * (on a loaded machine Playwright's stability check can fall between two slow frames).
 */
export async function dialogShown(dialog: Locator): Promise<void> {
  await dialog.waitFor();
  await transitionsEnded(dialog.page());
}

/**
 * Moves the pointer off the page's controls and waits for its transitions to end. The pointer left where the last
 * click was hovers whatever is there (or comes there as the page changes), and a button caught in its hover transition,
 * like a fade caught halfway, has neither colour's contrast.
 */
export async function pageAtRest(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await transitionsEnded(page);
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Every accessibility violation axe finds on the page, of any impact, once its transitions have ended. Besides axe's
 * default rules (WCAG 2.0-2.2 A and AA, and best practices) it checks target size (WCAG 2.2 2.5.8), which axe leaves off.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await pageAtRest(page);
  // evaluate() runs through DevTools, so the page's CSP (no inline scripts) does not block axe. It stays until the
  // page loads another document, so a tour through the app's own navigation injects it once.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    // Violations only: the details of passed and inapplicable checks, unused here, took half of each run.
    const result = await axe.run({ rules: { 'target-size': { enabled: true } }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
}

/**
 * Saves a screenshot under screenshots/ for people to look at, once transitions have ended: the full page, or only the
 * window (a dialog is fixed to the window, so a full-page picture shows it cut off by its own backdrop).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  await transitionsEnded(page);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}
