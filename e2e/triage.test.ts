import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { STUDENT_TERMS } from '@tutoring/common';
import { DESKTOP, newPage, PHONE, screenshot, axeViolations } from './support/browser.js';
import { submitApplication, signInOnPage, tutorApplication } from './support/applications.js';
import { createStaffViaApi, useServerAndBrowser } from './support/fixture.js';

// The Pending Tutees list's triage columns, order and filters, and the overview's supply-gap link to them.
const env = useServerAndBrowser({ SUBMISSIONS_PER_HOUR: '500' });
const STAFF = { username: 'coordinator', password: 'a long staff password' };

function tutee(firstName: string, gradeLevel: string, subjects: [string, string, string], extra = {}) {
  return {
    firstName,
    lastName: 'Family',
    studentOrGuardian: 'ParentOrGuardian',
    emailGuardian: `${firstName.toLowerCase()}@family.example.org`,
    emailStudent: '',
    phone: '507-555-0142',
    gradeLevel,
    school: 'Kellogg Middle School',
    subject1: subjects[0],
    subject2: subjects[1],
    subject3: subjects[2],
    subjectDetails: 'Homework help.',
    termsVersion: STUDENT_TERMS.version,
    ...extra,
  };
}

const names = (page: Page) => page.locator('.card-toggle').allTextContents();
const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('button', { name, exact: true }) });

async function listShows(page: Page, expected: string[]) {
  await expect.poll(() => names(page), { timeout: 10_000 }).toEqual(expected);
}

describe('triage of pending tutees in Chromium', () => {
  // The order, the Show filter and the search are the server's (server/src/tutees/triage.test.ts) and the page's
  // (client/src/features/tutees/TuteesPage.test.tsx); here the columns show what the server worked out.
  it('shows the triage columns, and the overview links to the tutees a gap counts', async () => {
    await createStaffViaApi(env.server.url, STAFF.username, STAFF.password);
    // Oldest first: Cy (no tutor teaches AP Psychology), Bo (only group D), Asha (group A, speaks Somali).
    await submitApplication(env.server.url, '/api/tutees', tutee('Cy', '11th', ['ap_psyc', 'ap_stats', 'sat_prep']));
    await submitApplication(env.server.url, '/api/tutees', tutee('Bo', '7th', ['K5_Math', 'K5_Reading', 'K5_Science']));
    await submitApplication(
      env.server.url,
      '/api/tutees',
      tutee('Asha', '7th', ['K5_Math', 'math_alg2', 'math_geom'], { Somali: true }),
    );
    await submitApplication(
      env.server.url,
      '/api/tutors',
      tutorApplication('Dana', 'Avery', ['SeventhGrade', 'K5Math', 'MathAlgebraII', 'MathGeometry']),
    );

    const { page, context } = await newPage(env.browser, env.server.url, DESKTOP);
    try {
      await signInOnPage(page, STAFF);
      await listShows(page, ['Cy Family', 'Bo Family', 'Asha Family']);
      const asha = card(page, 'Asha Family');
      expect(await asha.getByText('Group A', { exact: true }).isVisible()).toBe(true);
      expect(await asha.getByText('1 candidate', { exact: true }).isVisible()).toBe(true);
      expect(await asha.locator('.summary-cell', { hasText: 'Languages' }).textContent()).toBe(
        'LanguagesLanguage: Somali Somali',
      );
      expect(await asha.getByText('0 days').isVisible()).toBe(true);
      expect(await asha.getByRole('listitem').allTextContents()).toEqual(['K-5 Math', 'Algebra II', 'Geometry']);
      expect(await card(page, 'Bo Family').getByText('Group D', { exact: true }).isVisible()).toBe(true);
      expect(await card(page, 'Cy Family').getByText('None', { exact: true }).isVisible()).toBe(true);
      expect(await card(page, 'Cy Family').getByText('no candidate', { exact: true }).isVisible()).toBe(true);
      await screenshot(page, 'triage-tutees-1280');
      expect(await axeViolations(page)).toEqual([]);

      // The overview's supply-gap row for K-5 Math, 7th, opens the list of the two tutees it counts.
      await page.getByRole('link', { name: 'Overview' }).click();
      await page.getByRole('heading', { name: 'Supply gap' }).waitFor();
      await page.getByRole('link', { name: 'Show the 2 tutees waiting for K-5 Math, grade 7th' }).click();
      await page.waitForURL('**/admin?subject=K5_Math&grade=7th');
      await listShows(page, ['Bo Family', 'Asha Family']);
      expect(await page.getByText('First choice K-5 Math, grade 7th').isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Show every subject and grade' }).click();
      await listShows(page, ['Cy Family', 'Bo Family', 'Asha Family']);
    } finally {
      await context.close();
    }
  });

  it('on a phone the triage cells fold into each card with their labels', async () => {
    const { page, context } = await newPage(env.browser, env.server.url, PHONE);
    try {
      await signInOnPage(page, STAFF);
      await listShows(page, ['Cy Family', 'Bo Family', 'Asha Family']);
      const asha = card(page, 'Asha Family');
      for (const label of ['Waiting', 'Subjects', 'Languages', 'Best group']) {
        expect(await asha.getByText(label, { exact: true }).isVisible()).toBe(true);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'triage-tutees-375');
    } finally {
      await context.close();
    }
  });
});
