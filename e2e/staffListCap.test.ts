import { beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_TERMS } from '@tutoring/common';
import { DESKTOP, newPage, screenshot, axeViolations } from './support/browser.js';
import { useServerAndBrowser } from './support/fixture.js';
import { signInStaffViaApi } from './support/staffApi.js';

// A cap just above one page, so a few tutees stand in for the 10,000 of production.
const env = useServerAndBrowser({ SUBMISSIONS_PER_HOUR: '500', STAFF_LIST_COUNT_CAP: '51' });
const USERNAME = 'reviewer';
const PASSWORD = 'a long staff password';
const TUTEES = 53;

async function postTutee(lastName: string): Promise<void> {
  const res = await fetch(`${env.server.url}/api/tutees`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      studentOrGuardian: 'ParentOrGuardian',
      emailGuardian: 'family@example.org',
      emailStudent: '',
      phone: '507-555-0100',
      gradeLevel: '7th',
      school: 'Riverside Middle',
      subject1: 'K5_Math',
      subject2: 'math_alg2',
      subject3: 'math_geom',
      subjectDetails: 'Homework help.',
      termsVersion: STUDENT_TERMS.version,
      firstName: 'Zed',
      lastName,
    }),
  });
  if (res.status !== 201) throw new Error(`POST /api/tutees answered ${res.status}`);
}

describe('staff list above the count cap in Chromium', () => {
  beforeAll(async () => {
    await signInStaffViaApi(env.server.url, USERNAME, PASSWORD);
    for (let i = 1; i <= TUTEES; i += 1) await postTutee(`Number${i}`);
  });

  it('shows "51+" while the count is capped, and the exact count once Load more reaches the end', async () => {
    const { page, context } = await newPage(env.browser, env.server.url, DESKTOP);
    try {
      await page.goto('/login');
      await page.getByLabel('Username').fill(USERNAME);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'SIGN IN' }).click();
      await page.waitForURL('**/admin');
      const countText = () => page.locator('.review-count').textContent();
      await expect.poll(countText).toBe('51+ pending tutees');
      expect(await page.getByText('Showing 50 of 51+').isVisible()).toBe(true);
      expect(await page.locator('.card-toggle').count()).toBe(50);
      await screenshot(page, 'staff-list-capped-count');
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Load more' }).click();
      await page.getByText(`Showing ${TUTEES} of ${TUTEES}`).waitFor();
      expect(await countText()).toBe(`${TUTEES} pending tutees`);
      expect(await page.locator('.card-toggle').count()).toBe(TUTEES);
      expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
