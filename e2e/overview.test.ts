import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { STUDENT_TERMS, gradeLabel, subjectLabel, type TuteeRecord, type TutorRecord } from '@tutoring/common';
import { DESKTOP, newPage, PHONE, screenshot, axeViolations } from './support/browser.js';
import { submitApplication, signInOnPage, tutorApplication } from './support/applications.js';
import { createStaffViaApi, useServerAndBrowser } from './support/fixture.js';

const env = useServerAndBrowser();
const STAFF = { username: 'coordinator', password: 'a long staff password' };

function tutee(firstName: string, gradeLevel: string, subjects: [string, string, string]) {
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
  };
}

/** The figure shown next to a label in one of the overview's groups. */
const figure = (page: Page, label: string) =>
  page
    .locator('.overview-stat')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

async function gapRows(page: Page): Promise<string[][]> {
  return page
    .locator('.supply-gap tbody tr')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.children, (cell) => cell.textContent ?? '')));
}

describe('programme overview in Chromium', () => {
  it('shows the numbers of a small scripted programme, and follows a match', async () => {
    await createStaffViaApi(env.server.url, STAFF.username, STAFF.password);
    await submitApplication(env.server.url, '/api/tutees', tutee('Amina', '7th', ['math_alg2', 'sci_chem', 'hist_us']));
    await submitApplication(env.server.url, '/api/tutees', tutee('Bilal', '7th', ['math_alg2', 'hist_us', 'sci_chem']));
    await submitApplication(env.server.url, '/api/tutees', tutee('Chen', '11th', ['sat_prep', 'act_prep', 'hist_us']));
    await submitApplication(
      env.server.url,
      '/api/tutors',
      tutorApplication('Dana', 'Avery', ['SeventhGrade', 'MathAlgebraII']),
    );

    const { page, context } = await newPage(env.browser, env.server.url, DESKTOP);
    try {
      await signInOnPage(page, STAFF);
      await page.getByRole('link', { name: 'Overview' }).click();
      await page.waitForURL('**/overview');
      await page.getByRole('heading', { name: 'Supply gap' }).waitFor();
      expect(await figure(page, 'Pending tutees').textContent()).toBe('3');
      expect(await figure(page, 'Tutors with a free place').textContent()).toBe('1');
      expect(await figure(page, 'Median wait').textContent()).toBe('0 days');
      expect(await gapRows(page)).toEqual([
        [subjectLabel('math_alg2'), gradeLabel('7th'), '2', '1', '1'],
        [subjectLabel('sat_prep'), gradeLabel('11th'), '1', '0', '1'],
      ]);
      await screenshot(page, 'overview-1280');
      expect(await axeViolations(page)).toEqual([]);

      // Match Amina with Dana (the staff session's own API call), then look again.
      const tutees = (await (await page.request.get('/api/tutees/active')).json()) as TuteeRecord[];
      const tutors = (await (await page.request.get('/api/tutors/active')).json()) as TutorRecord[];
      const amina = tutees.find((t) => t.tutee_firstname === 'Amina');
      expect(
        (await page.request.post('/api/matches', { data: { tutee_id: amina?.id, tutor_id: tutors[0]?.id } })).status(),
      ).toBe(201);
      await page.reload();
      await page.getByRole('heading', { name: 'Supply gap' }).waitFor();
      expect(await figure(page, 'Pending tutees').textContent()).toBe('2');
      expect(await figure(page, 'Tutors with a free place').textContent()).toBe('0');
      expect(await figure(page, 'Current').textContent()).toBe('1');
      expect(await figure(page, 'Started this school year').textContent()).toBe('1');
      expect(await gapRows(page)).toEqual([
        [subjectLabel('math_alg2'), gradeLabel('7th'), '1', '0', '1'],
        [subjectLabel('sat_prep'), gradeLabel('11th'), '1', '0', '1'],
      ]);
    } finally {
      await context.close();
    }
  });

  it('fits a phone without sideways scrolling', async () => {
    const { page, context } = await newPage(env.browser, env.server.url, PHONE);
    try {
      await signInOnPage(page, STAFF);
      await page.goto('/overview');
      await page.getByRole('heading', { name: 'Supply gap' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, 'overview-375');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
