import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePerson, tuteeBody, tutorBody } from '../server/test/samples.js';
import { dialogShown, newPage, screenshot } from './support/browser.js';
import { watchCsp } from './support/csp.js';
import { createStaffViaApi, useServerAndBrowser } from './support/fixture.js';
import { recordsAfterMatch } from './support/matchPage.js';
import { ROOT } from './support/paths.js';

const env = useServerAndBrowser({ SUBMISSIONS_PER_HOUR: '1000' });
const USERNAME = 'guard';
const PASSWORD = 'a long staff password';
const XSS_FIRST = '<img src=x onerror=window.__xss=1>';
const XSS_LAST = '<script>window.__xss=2</script>';
const XSS_NAME = `${XSS_FIRST} ${XSS_LAST}`;

/** Every page path in the client's route table, read from its source so a new page is covered without a list here. */
function clientPagePaths(): string[] {
  const source = fs.readFileSync(path.join(ROOT, 'client/src/app/routes.tsx'), 'utf8');
  const paths = [...source.matchAll(/path:\s*'(\/[^']*)'/g)].map((m) => m[1] ?? '/');
  return [...new Set(paths)];
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(USERNAME);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await page.waitForURL('**/admin');
}

async function expandAll(page: Page): Promise<void> {
  const toggles = page.locator('.card-toggle:visible');
  await toggles.first().waitFor();
  for (const toggle of await toggles.all()) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
}

/** The hostile name is on screen as text, and nothing it contains became an element or ran. */
async function expectInert(page: Page, where: string): Promise<void> {
  await expect
    .poll(() => page.getByText(XSS_FIRST).count(), { message: `${where}: name shown as text` })
    .toBeGreaterThan(0);
  const dom = await page.evaluate(() => ({
    injected: document.querySelectorAll('img[src="x"], img[onerror], body script').length,
    ran: (window as unknown as { __xss?: number }).__xss ?? null,
  }));
  expect(dom, where).toEqual({ injected: 0, ran: null });
}

describe('browser security', () => {
  beforeAll(async () => {
    await createStaffViaApi(env.server.url, USERNAME, PASSWORD);
    const post = async (url: string, body: unknown) => {
      const res = await fetch(`${env.server.url}${url}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.status !== 201) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
    };
    const hostile = { ...samplePerson('xss'), firstName: XSS_FIRST, lastName: XSS_LAST };
    await post('/api/tutees', {
      ...tuteeBody(hostile),
      pronouns: '<b>bold</b>',
      subjectDetails: `"><svg onload=window.__xss=3>`,
      miscInfo: XSS_FIRST,
    });
    await post('/api/tutors', {
      ...tutorBody({ ...hostile, email: 'xss.tutor@example.com' }),
      pronouns: '<i>x</i>',
      miscInfo: XSS_LAST,
    });
  });

  // The page tour under the CSP: one test per page, signed out and then signed in, each tour in its own browser context
  // (one test visiting every page twice, with a network-idle wait on each, took most of a minute on a busy machine).
  it('the tour covers every page in the client’s route table', () => {
    expect(clientPagePaths()).toEqual(
      expect.arrayContaining([
        '/home',
        '/StudentInfo',
        '/TutorInfo',
        '/login',
        '/admin',
        '/tutors',
        '/records',
        '/match',
      ]),
    );
  });

  describe.each(['signed out', 'signed in'])(
    'every page, %s, loads under the CSP without a single violation',
    (label) => {
      let page: Page;
      let context: BrowserContext;
      let violations: () => Promise<string[]>;
      beforeAll(async () => {
        ({ page, context } = await newPage(env.browser, env.server.url));
        violations = await watchCsp(page);
        if (label === 'signed in') await signIn(page);
      });
      afterAll(async () => {
        await context?.close();
      });

      it.each([...clientPagePaths(), '/no-such-page'])('%s', async (pagePath) => {
        const response = await page.goto(pagePath, { waitUntil: 'networkidle' });
        expect(response?.headers()['content-security-policy'], pagePath).toContain("script-src 'self'");
        await page.locator('#root > *').first().waitFor();
        expect(await violations(), `${label} ${pagePath}`).toEqual([]);
      });
    },
  );

  it('the staff pages with their cards open (the lazily loaded parts and profile markup) load without a violation', async () => {
    const { page, context } = await newPage(env.browser, env.server.url);
    try {
      const violations = await watchCsp(page);
      await signIn(page);
      for (const staffPage of ['/admin', '/tutors']) {
        await page.goto(staffPage, { waitUntil: 'networkidle' });
        await expandAll(page);
        expect(await violations(), `${staffPage} expanded`).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });

  it('renders HTML and script in stored names as text on every staff screen', async () => {
    const { page, context } = await newPage(env.browser, env.server.url);
    try {
      const violations = await watchCsp(page);
      await signIn(page);
      await expandAll(page);
      await expectInert(page, '/admin');
      await screenshot(page, 'security-xss-admin');

      await page.goto('/tutors');
      await expandAll(page);
      await expectInert(page, '/tutors');

      await page.goto('/admin');
      await page.getByRole('button', { name: `Match ${XSS_NAME}` }).click();
      await page.waitForURL(/\/match\?tutee=\d+$/);
      await page.getByRole('heading', { name: 'Available Tutors to Match' }).waitFor();
      await expandAll(page);
      // Each expanded candidate reads its full profile from the server: check the profiles, not their loading notes.
      await expect.poll(() => page.getByText('Loading the tutor’s profile…').count()).toBe(0);
      await expectInert(page, '/match');
      await page.getByRole('button', { name: `Complete Match with ${XSS_NAME}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Match Confirmation' });
      await dialogShown(dialog);
      await dialog.getByRole('tab', { name: 'Email to Tutor' }).waitFor();
      await expectInert(page, '/match confirmation');
      // The modal fades in over 300 ms.
      await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      await screenshot(page, 'security-xss-match-dialog');
      await dialog.getByRole('button', { name: 'Confirm Match' }).click();

      await recordsAfterMatch(page);
      await expandAll(page);
      await expectInert(page, '/records');
      await screenshot(page, 'security-xss-records');
      // Had anything been injected, the policy would have reported blocking it.
      expect(await violations()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
