import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate, STUDENT_TERMS, TUTOR_TERMS, type TuteeRecord, type TutorRecord } from '@tutoring/common';
import { DESKTOP, newPage, PHONE, screenshot, axeViolations } from './support/browser.js';
import { useServerAndBrowser } from './support/fixture.js';
import { signInStaffViaApi, type StaffApi } from './support/staffApi.js';

const env = useServerAndBrowser({ SUBMISSIONS_PER_HOUR: '500' });
const USERNAME = 'reviewer';
const PASSWORD = 'a long staff password';

async function post(path: string, body: Record<string, unknown>): Promise<number> {
  const res = await fetch(`${env.server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

const tutee = (overrides: Record<string, unknown>) => ({
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
  ...overrides,
});

const tutor = (overrides: Record<string, unknown>) => ({
  email: 'tutor@example.org',
  phone: '507-555-0200',
  grade: 'Junior',
  school: 'Mayo High School',
  SeventhGrade: true,
  K5Math: true,
  termsVersion: TUTOR_TERMS.version,
  ...overrides,
});

async function signIn(page: Page, path: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(USERNAME);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await page.waitForURL('**/admin');
  if (path !== '/admin') await page.goto(path);
}

/** The card of a person, found by the button that toggles it. */
function card(page: Page, name: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('button', { name, exact: true }) });
}
const toggle = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const panelHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const countText = (page: Page) => page.locator('.review-count').textContent();

describe('staff review pages in Chromium', () => {
  let api: StaffApi;
  beforeAll(async () => {
    api = await signInStaffViaApi(env.server.url, USERNAME, PASSWORD);
    await post(
      '/api/tutees',
      tutee({
        firstName: 'Amara',
        lastName: 'Okafor',
        pronouns: 'she/her',
        gradeLevel: 'prek_kindergarten',
        emailStudent: 'amara@example.org',
        subject1: 'sci_chem',
        subject2: 'K5_Reading',
        subject3: 'ap_calc_AB',
        subjectDetails: 'Balancing chemical equations.',
        miscInfo: 'Prefers afternoons.',
        Somali: true,
        Other: 'Oromo',
      }),
    );
    await post('/api/tutees', tutee({ firstName: 'Ben', lastName: 'Ito' }));
    await post(
      '/api/tutors',
      tutor({
        firstName: 'Carla',
        lastName: 'Diaz',
        pronouns: 'she/her',
        grade: 'College',
        PreK: true,
        FirstGrade: true,
        SeventhGrade: false,
        ScienceChemistry: true,
        Spanish: true,
        otherLanguage: 'Quechua',
        miscInfo: 'Available on weekends.',
      }),
    );
    await post('/api/tutors', tutor({ firstName: 'Dev', lastName: 'Patel' }));
  });

  it('Tutees page: tabs, count, legend, columns, cards, formats, activate/deactivate, search, Match', async () => {
    const { page, context } = await newPage(env.browser, env.server.url, DESKTOP);
    try {
      await signIn(page, '/admin');
      await panelHeading(page, 'Pending Tutees').waitFor();
      await expect
        .poll(() => page.getByRole('tab').allTextContents())
        .toEqual(['Pending Tutees', 'Deactivated Tutees']);
      expect(await page.getByRole('tab', { name: 'Pending Tutees' }).getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => countText(page)).toBe('2 pending tutees');
      expect(await page.getByRole('list', { name: 'Legend' }).textContent()).toBe(
        'Special subjectSpeaks a language other than English',
      );

      // Columns in order, with the widths 2/1/1/2/2/1/2 (and 1 for the expand indicator) of a 12-column grid.
      const headers = page.locator('.list-header > div');
      expect(await headers.allTextContents()).toEqual([
        'Name',
        'Waiting',
        'Grade',
        'Subjects',
        'Languages',
        'Best group',
        'Action',
      ]);
      const widths = await headers.evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width));
      const unit = widths[1] ?? 0;
      expect(widths.map((w) => Math.round(w / unit))).toEqual([2, 1, 1, 2, 2, 1, 2]);

      // Oldest first; the summary shows the date as MM.DD.YYYY, Pre-K/Kindergarten, and named flags.
      expect(await page.locator('.card-toggle').allTextContents()).toEqual(['Amara Okafor', 'Ben Ito']);
      const records = await api.get<TuteeRecord[]>('/api/tutees/active');
      const amara = card(page, 'Amara Okafor');
      const date = formatDate(records[0]?.tutee_submission_timestamp);
      expect(date).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
      expect(await amara.getByText(date).isVisible()).toBe(true);
      expect(await amara.getByText('Pre-K/Kindergarten').isVisible()).toBe(true);
      expect(
        await amara.getByRole('img', { name: 'Special subjects: Chemistry, AP/Honors Calculus AB' }).isVisible(),
      ).toBe(true);
      expect(await amara.getByRole('img', { name: 'Languages: Somali, Oromo' }).isVisible()).toBe(true);
      expect(await card(page, 'Ben Ito').getByRole('img').count()).toBe(0);
      await screenshot(page, 'staff-tutees-collapsed-1280');

      // A click on the row expands the card; the section headings and details appear.
      expect(await toggle(page, 'Amara Okafor').getAttribute('aria-expanded')).toBe('false');
      await amara.getByText(date).click();
      expect(await toggle(page, 'Amara Okafor').getAttribute('aria-expanded')).toBe('true');
      for (const heading of ['Tutee General Information', 'Tutee Subject Preference', 'Additional Information']) {
        await amara.getByRole('heading', { level: 3, name: heading, exact: true }).waitFor();
      }
      expect(await amara.getByText('Amara Okafor (she/her)').isVisible()).toBe(true);
      expect(await amara.getByRole('link', { name: 'family@example.org' }).isVisible()).toBe(true);
      expect(await amara.getByRole('link', { name: 'amara@example.org' }).isVisible()).toBe(true);
      const details = amara.locator('.card-details');
      expect(await details.locator('dt').allTextContents()).toEqual([
        'Name',
        'Reference',
        'Parent/Guardian Email',
        'Student Email',
        'Phone',
        'Grade',
        'School',
        'Language Preference',
        'Form language',
        '1st Choice',
        '2nd Choice',
        '3rd Choice',
      ]);
      expect(await details.locator('.profile-pill').allInnerTexts()).toEqual([
        'Somali',
        'Oromo',
        'Chemistry',
        'K-5 Reading',
        'AP/Honors Calculus AB',
      ]);
      expect(await details.getByRole('img', { name: 'Special subject: Chemistry' }).isVisible()).toBe(true);
      expect(await details.locator('blockquote').allTextContents()).toEqual([
        'Balancing chemical equations.',
        'Prefers afternoons.',
      ]);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'staff-tutees-expanded-1280');

      // The keyboard toggles it too.
      await toggle(page, 'Amara Okafor').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => toggle(page, 'Amara Okafor').getAttribute('aria-expanded')).toBe('false');

      // Deactivate: the button does not toggle the card, and the tutee moves to the Deactivated tab.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        '**/api/tutees/changeStatus',
        async (route) => {
          await held;
          await route.continue();
        },
        { times: 1 },
      );
      const ben = card(page, 'Ben Ito');
      expect(await ben.getByRole('button', { name: 'Match Ben Ito' }).isVisible()).toBe(true);
      await ben.getByRole('button', { name: 'Deactivate Ben Ito' }).click();
      expect(await toggle(page, 'Ben Ito').getAttribute('aria-expanded')).toBe('false');
      const changed = page.waitForResponse('**/api/tutees/changeStatus');
      release();
      expect((await changed).status()).toBe(200);
      await expect.poll(() => countText(page)).toBe('1 pending tutee');
      expect(await toggle(page, 'Ben Ito').count()).toBe(0);

      await page.getByRole('tab', { name: 'Deactivated Tutees' }).click();
      await panelHeading(page, 'Deactivated Tutees').waitFor();
      await expect.poll(() => countText(page)).toBe('1 deactivated tutee');
      expect(await card(page, 'Ben Ito').getByRole('button', { name: 'Match Ben Ito' }).count()).toBe(0);
      await card(page, 'Ben Ito').getByRole('button', { name: 'Activate Ben Ito' }).click();
      // The address is not confirmed: Activate asks first.
      await page
        .getByRole('dialog', { name: 'Activate Ben Ito?' })
        .getByRole('button', { name: 'Activate', exact: true })
        .click();
      await page.getByText('There are no deactivated tutees.').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('tab', { name: 'Pending Tutees' }).click();
      await expect.poll(() => countText(page)).toBe('2 pending tutees');

      // Search by school or email, server-side.
      await page.getByLabel('Search by name, email or school').fill('AMARA@example');
      await expect.poll(() => page.locator('.card-toggle').allTextContents()).toEqual(['Amara Okafor']);
      expect(await countText(page)).toBe('1 pending tutee matching “AMARA@example”');
      await page.getByLabel('Search by name, email or school').fill('nobody at all');
      await page.getByText('No pending tutee matches your search.').waitFor();
      await page.getByLabel('Search by name, email or school').fill('');
      await expect.poll(() => countText(page)).toBe('2 pending tutees');

      // Match selects the tutee and goes to /match.
      await card(page, 'Amara Okafor').getByRole('button', { name: 'Match Amara Okafor' }).click();
      await page.waitForURL(/\/match\?tutee=\d+$/);
    } finally {
      await context.close();
    }
  });

  it('on a phone each card stacks its cells with their labels', async () => {
    const { page, context } = await newPage(env.browser, env.server.url, PHONE);
    try {
      await signIn(page, '/admin');
      await toggle(page, 'Amara Okafor').waitFor();
      expect(await page.locator('.list-header').isVisible()).toBe(false);
      const amara = card(page, 'Amara Okafor');
      expect(await amara.getByText('Waiting', { exact: true }).isVisible()).toBe(true);
      await toggle(page, 'Amara Okafor').click();
      await amara.getByRole('heading', { level: 3, name: 'Tutee General Information' }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'staff-tutees-expanded-375');
    } finally {
      await context.close();
    }
  });

  it('Tutors page: tabs, count, columns, College grade, profile sections, no Match, activate/deactivate', async () => {
    const { page, context } = await newPage(env.browser, env.server.url, DESKTOP);
    try {
      await signIn(page, '/tutors');
      await panelHeading(page, 'Pending Tutors').waitFor();
      await expect
        .poll(() => page.getByRole('tab').allTextContents())
        .toEqual(['Pending Tutors', 'Deactivated Tutors']);
      expect(await page.getByRole('tab', { name: 'Pending Tutors' }).getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => countText(page)).toBe('2 pending tutors');
      expect(await page.getByRole('list', { name: 'Legend' }).isVisible()).toBe(true);
      expect(await page.locator('.list-header > div').allTextContents()).toEqual([
        'Name',
        'Submission Date',
        'Grade',
        'Special Subjects & Languages',
        'Action',
      ]);
      expect(await page.getByRole('button', { name: /^Match/ }).count()).toBe(0);

      const records = await api.get<TutorRecord[]>('/api/tutors/active');
      const carla = card(page, 'Carla Diaz');
      expect(await carla.getByText(formatDate(records[0]?.tutor_submission_timestamp)).isVisible()).toBe(true);
      expect(await carla.getByText('College', { exact: true }).isVisible()).toBe(true);
      expect(await carla.getByRole('img', { name: 'Special subject: Chemistry' }).isVisible()).toBe(true);
      expect(await carla.getByRole('img', { name: 'Languages: Spanish, Quechua' }).isVisible()).toBe(true);
      await screenshot(page, 'staff-tutors-collapsed-1280');

      await toggle(page, 'Carla Diaz').click();
      for (const heading of [
        'Tutor General Information',
        'Tutor Subject & Grade Preference',
        'Additional Information',
      ]) {
        await carla.getByRole('heading', { level: 3, name: heading, exact: true }).waitFor();
      }
      const details = carla.locator('.card-details');
      expect(await details.locator('dt').allTextContents()).toEqual([
        'Name',
        'Reference',
        'Email',
        'Phone',
        'Grade',
        'School',
        'Places',
        'Languages',
        'Form language',
        'Grades comfortable tutoring',
        'Subjects comfortable tutoring',
      ]);
      expect(await details.locator('.profile-pill').allInnerTexts()).toEqual([
        'Spanish',
        'Quechua',
        'Pre-K/Kindergarten',
        '1st',
        'K-5 Math',
        'Chemistry',
      ]);
      expect(await details.locator('blockquote').textContent()).toBe('Available on weekends.');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'staff-tutors-expanded-1280');

      await card(page, 'Dev Patel').getByRole('button', { name: 'Deactivate Dev Patel' }).click();
      await expect.poll(() => countText(page)).toBe('1 pending tutor');
      // The focused button left with its card; focus stays in the panel rather than falling back to the page.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');
      await page.getByRole('tab', { name: 'Deactivated Tutors' }).click();
      await expect.poll(() => countText(page)).toBe('1 deactivated tutor');
      await card(page, 'Dev Patel').getByRole('button', { name: 'Activate Dev Patel' }).click();
      // The address is not confirmed: Activate asks first.
      await page
        .getByRole('dialog', { name: 'Activate Dev Patel?' })
        .getByRole('button', { name: 'Activate', exact: true })
        .click();
      await page.getByText('There are no deactivated tutors.').waitFor();
      expect(await page.getByRole('button', { name: /^Match/ }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
