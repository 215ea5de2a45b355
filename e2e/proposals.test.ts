import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, axeViolations, dialogShown, newPage, pageAtRest, screenshot } from './support/browser.js';
import { AMINA_TUTEE, signInOnPage, submitApplication, tutorApplication } from './support/applications.js';
import { createStaffViaApi, useServerAndBrowser } from './support/fixture.js';

const env = useServerAndBrowser();
const STAFF = { username: 'coordinator', password: 'a long staff password' };
const TUTEES = ['Amina', 'Bilal', 'Chen'];
const TUTORS = ['Dana', 'Eli', 'Farah'];

async function seed(): Promise<void> {
  await createStaffViaApi(env.server.url, STAFF.username, STAFF.password);
  for (const firstName of TUTEES) {
    await submitApplication(env.server.url, '/api/tutees', {
      ...AMINA_TUTEE,
      firstName,
      emailGuardian: `${firstName.toLowerCase()}@family.example.org`,
    });
  }
  // Dana speaks Somali; all three teach the tutees' three subjects in seventh grade (group A).
  for (const firstName of TUTORS) {
    const flags = ['SeventhGrade', 'MathAlgebraII', 'ScienceChemistry', 'USHistory'];
    await submitApplication(
      env.server.url,
      '/api/tutors',
      tutorApplication(firstName, 'Tutor', firstName === 'Dana' ? [...flags, 'Somali'] : flags),
    );
  }
}

const pairRows = (page: Page) => page.locator('.proposal-pair');

async function openProposals(page: Page, byLink: boolean): Promise<void> {
  await signInOnPage(page, STAFF);
  // A phone's navigation is folded away behind the menu button.
  if (byLink) {
    await page.getByRole('link', { name: 'Proposals' }).click();
    await page.waitForURL('**/proposals');
  } else {
    await page.goto('/proposals');
  }
  await page.getByRole('button', { name: 'Propose matches' }).click();
  await page.getByRole('heading', { name: 'Proposed pairs' }).waitFor();
}

describe('proposals in Chromium', () => {
  it('proposes a tutor for every waiting tutee, rejects one pair, accepts the rest and proposes again', async () => {
    await seed();
    const { page, context } = await newPage(env.browser, env.server.url, DESKTOP);
    try {
      await openProposals(page, true);
      await expect.poll(() => pairRows(page).count()).toBe(3);
      expect(await page.locator('.proposal-summary').textContent()).toContain('3 pairs proposed for 3 waiting tutees');
      expect(await pairRows(page).first().textContent()).toContain('Teaches all three subjects');
      await pageAtRest(page);
      await screenshot(page, 'proposals-1280');
      expect(await axeViolations(page)).toEqual([]);

      // Reject the first pair: it leaves the list.
      const first = pairRows(page).first();
      const rejectedTutee = (await first.locator('.pair-names strong').textContent()) ?? '';
      await first.getByRole('button', { name: 'Reject' }).click();
      const dialog = page.getByRole('dialog');
      await dialogShown(dialog);
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Reject pair' }).click();
      await expect.poll(() => pairRows(page).count()).toBe(2);
      await page.getByText('1 pair rejected').waitFor();

      await page.getByRole('button', { name: 'Accept all' }).click();
      await page.getByText('2 matches created.').waitFor();
      await expect.poll(() => page.locator('.proposal-pair .badge', { hasText: 'Matched' }).count()).toBe(2);
      const matches = (await (await page.request.get('/api/matches')).json()) as unknown[];
      expect(matches).toHaveLength(2);

      // Proposing again leaves the rejected pair out: its tutee's only free tutor is that one, the others are full.
      await page.getByRole('button', { name: 'Propose again without the rejected pairs' }).click();
      await page.getByRole('heading', { name: 'Waiting tutees without a proposal' }).waitFor();
      await expect
        .poll(() => page.locator('.proposal-unplaced li').allTextContents())
        .toEqual([`${rejectedTutee}: The tutors who teach the 1st choice at this grade are full`]);
      expect(await pairRows(page).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('fits a phone without sideways scrolling', async () => {
    const { page, context } = await newPage(env.browser, env.server.url, PHONE);
    try {
      await openProposals(page, false);
      await expect.poll(() => pairRows(page).count()).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await pageAtRest(page);
      await screenshot(page, 'proposals-375');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
